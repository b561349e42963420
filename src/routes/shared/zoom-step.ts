/** Each step of the zoom buttons, the +/− keys and the wheel. */
export const ZOOM_STEP = 1.25;

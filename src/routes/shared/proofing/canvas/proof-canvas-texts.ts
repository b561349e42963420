/**
 * The proofing canvas's own words: the artwork at deep zoom, placing pins and boxes, print guides and
 * page thumbnails. Shown by the canvas alone, so they live with it rather than in the API contract.
 */
export const PROOF_CANVAS_TEXTS = {
  toolsLabel: 'Notes on the artwork',
  addPin: 'Add a pin',
  addBox: 'Draw a box',
  move: 'Move the pin',
  guidesLabel: 'Print guides',
  guides: { trim: 'Trim', bleed: 'Bleed', safe: 'Safe area' },
  pointer: 'Pointer',
  pointerOutside: 'Point at the artwork to read its position.',
  tilesPending: 'The zoomable view is being made; the preview is shown meanwhile.',
  pages: 'Pages',
  pageThumb: 'Page {page} of {pages}',
  placingPin: 'Place the pin: click or tap the artwork, or move the crosshair with the arrow keys (Shift for larger steps) and press Enter. Escape cancels.',
  placingBox: 'Draw the box: drag on the artwork, or move the crosshair with the arrow keys, press Enter at one corner and again at the other. Escape cancels.',
  movingPin: 'Move the pin: click or tap its new place, or move the crosshair with the arrow keys and press Enter. Escape cancels.',
  crosshair: 'Crosshair',
  firstCorner: 'First corner set: move to the opposite corner and press Enter.',
  noteLabel: 'Note',
  save: 'Save the note',
  saving: 'Saving…',
  cancel: 'Cancel',
  retry: 'Try again',
  saved: 'Note saved.',
  moved: 'Pin moved.',
  pinLabel: (number: number) => `Note ${number}`,
  fromVersion: (version: number) => `from v${version}`,
} as const;

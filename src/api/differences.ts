import { call, http } from './client';
import { differenceSet } from './contract';

/** What changed on a version since the one before: its regions page by page, its masks, and which carried notes they touch. */
export const getDifference = (versionId: number) => call(differenceSet, () => http.get(`artwork/version/${versionId}/difference`));

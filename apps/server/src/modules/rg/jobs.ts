import type { AppDeps } from '../../kernel/context.ts';
import { closedDays, type JobDefinition } from '../scheduler/index.ts';
import { computeHarmMarkers } from './harm-markers.ts';

/** Player protection's scheduled work: the harm markers of each closed local day (decision 022). */
export const PLAYER_PROTECTION_JOBS: readonly JobDefinition[] = [
  {
    name: 'harm_markers',
    duePeriods: (now, deps: AppDeps) => closedDays(now, deps.config.region.timeZone),
    run: computeHarmMarkers,
  },
];

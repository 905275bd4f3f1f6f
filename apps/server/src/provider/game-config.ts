import { z } from 'zod';

/** A game's configuration as the operator stores it (games.config): engine, RTP and bet limits. */
export const ZGameConfig = z.object({
  engine: z.enum(['dice', 'limbo', 'mines', 'plinko']),
  rtpPpm: z.number().int().min(800_000).max(999_000),
  minBetMinor: z.number().int().positive(),
  maxBetMinor: z.number().int().positive(),
  defaultBetMinor: z.number().int().positive(),
  orientation: z.enum(['portrait', 'landscape']).default('portrait'),
});
export type GameConfig = z.infer<typeof ZGameConfig>;

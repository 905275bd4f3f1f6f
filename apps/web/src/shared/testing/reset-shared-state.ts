import { afterEach } from 'vitest';
import { setRegionForTests } from '../region.ts';

// The files of a worker share the app's modules (isolate: false): a region one test set is never
// the region the next file starts with.
afterEach(() => setRegionForTests(undefined));

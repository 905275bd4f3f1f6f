import type { CallDefinition } from '@fairplay/contract';
import * as contract from '@fairplay/contract';
import { z } from 'zod';

/** Every call definition the contract exports, found by shape so a new call is fuzzed without a list. */
export function contractCalls(): CallDefinition[] {
  return Object.values(contract as Record<string, unknown>)
    .filter(
      (value): value is CallDefinition =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as CallDefinition).path === 'string' &&
        ['none', 'optional', 'user'].includes((value as CallDefinition).auth) &&
        (value as CallDefinition).request instanceof z.ZodObject,
    )
    .sort((left, right) => left.path.localeCompare(right.path));
}

export function shapeOf(call: CallDefinition): Record<string, z.ZodType> {
  return (call.request as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
}

interface LooseDef {
  type: string;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
}

/** The enum options and literals a schema mentions (at any depth): the likeliest valid values. */
function literalsOf(schema: z.ZodType, found: unknown[] = []): unknown[] {
  const def = (schema as unknown as { _zod: { def: LooseDef } })._zod.def;
  if (def.type === 'enum' && def.entries) found.push(...Object.values(def.entries));
  if (def.type === 'literal' && def.values) found.push(...def.values);
  for (const inner of [def.innerType, def.in, def.out, ...(def.options ?? [])]) {
    if (inner) literalsOf(inner, found);
  }
  return found;
}

/** Values that satisfy the common field formats of the contract (ids, codes, amounts, text). */
const SAMPLE_VALUES: readonly unknown[] = [
  'abcd1234',
  '123456',
  '81234567890',
  '123456789012',
  'ABC123',
  'HDFC0001234',
  'Asha Rao',
  'player@example.com',
  '2000-01-01',
  'data:image/png;base64,iVBORw0KGgo=',
  'This is a clear suggestion for the team',
  1,
  100,
  100_000,
  true,
];

/**
 * A valid body for a call made only of its required fields, each the first sample its schema
 * accepts. Throws (naming the field) when no sample fits, so a new call with an unusual field
 * shows up here instead of being fuzzed from an invalid base.
 */
export function minimalValidBody(call: CallDefinition): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(shapeOf(call))) {
    if (schema.safeParse(undefined).success) continue;
    const sample = [...literalsOf(schema), ...SAMPLE_VALUES].find((value) => schema.safeParse(value).success);
    if (sample === undefined) {
      throw new Error(`${call.path}: no sample value fits the required field "${field}"; add one`);
    }
    body[field] = sample;
  }
  const checked = call.request.safeParse(body);
  if (!checked.success) {
    throw new Error(`${call.path}: the sample body is invalid: ${JSON.stringify(checked.error.issues)}`);
  }
  return body;
}

/** The fields a call's schema requires. */
export function requiredFields(call: CallDefinition): string[] {
  return Object.entries(shapeOf(call))
    .filter(([, schema]) => !schema.safeParse(undefined).success)
    .map(([field]) => field);
}

/** Whether a field takes numbers, text or something else: the fuzzer aims its values accordingly. */
export function fieldKind(schema: z.ZodType): 'number' | 'text' | 'other' {
  if ([1, 100, 100_000].some((value) => schema.safeParse(value).success)) return 'number';
  if (SAMPLE_VALUES.some((value) => typeof value === 'string' && schema.safeParse(value).success))
    return 'text';
  return 'other';
}

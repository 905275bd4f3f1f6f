import type { z } from 'zod';

/**
 * An antd Form rule from a contract schema: the field is held to exactly what the server accepts,
 * with the contract's own words ("must be at least 12 characters"). An empty field is left to the
 * field's own `required` rule, which says it in the form's words (one message, not two).
 */
export function zodRule(schema: z.ZodType) {
  return {
    validator: (_rule: unknown, value: unknown) => {
      if (value === undefined || value === null || value === '') return Promise.resolve();
      const parsed = schema.safeParse(value);
      return parsed.success ? Promise.resolve() : Promise.reject(new Error(parsed.error.issues[0]?.message));
    },
  };
}

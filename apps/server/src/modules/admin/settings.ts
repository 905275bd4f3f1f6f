import { AppError } from '../../kernel/app-error.ts';
import type { AppDeps } from '../../kernel/context.ts';
import { describeZodError } from '../../kernel/zod-messages.ts';
import { getSetting, lockSetting, putSetting, SETTINGS, type SettingKey } from '../settings/index.ts';
import { audit } from './audit.ts';
import type { Operator } from './auth.ts';

function settingKeyOf(key: string): SettingKey {
  if (!Object.hasOwn(SETTINGS, key)) throw AppError.notFound('operator.noSuchSetting');
  return key as SettingKey;
}

/** An operator setting as stored (its default when never set). */
export async function readSetting(deps: AppDeps, key: string) {
  return getSetting(deps.db, settingKeyOf(key));
}

/**
 * Replaces an operator setting after validating it by its schema; the row is locked while the
 * audit row records the value before and after. Answers the setting as now stored.
 */
export async function replaceSetting(deps: AppDeps, operator: Operator, name: string, value: unknown) {
  const key = settingKeyOf(name);
  const parsed = SETTINGS[key].schema.safeParse(value);
  if (!parsed.success)
    throw AppError.badRequest('body', 'operator.invalidSetting', {
      problems: describeZodError(parsed.error),
    });
  await deps.db.transaction(async (tx) => {
    const before = await lockSetting(tx, key);
    await putSetting(tx, key, parsed.data as never, deps.clock.now());
    await audit(tx, {
      ...operator,
      action: 'setting.update',
      targetType: 'setting',
      targetId: key,
      before,
      after: parsed.data,
      at: deps.clock.now(),
    });
  });
  return getSetting(deps.db, key);
}

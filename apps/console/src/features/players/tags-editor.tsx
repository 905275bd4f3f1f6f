import * as ops from '@fairplay/contract/operator';
import { App, Button, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { useAllows } from '../../shared/session/signed-in-staff.ts';

/** Most tags a player carries (the contract's setPlayerTags bound). */
const MAX_TAGS = 20;

/**
 * The player's tags: type a tag and Enter to add it, × to remove one, Save to replace the set
 * (players.notes). Each tag is held to the contract's rule as it is typed; without the permission
 * the tags only show.
 */
export function TagsEditor({ userId, tags }: { userId: number; tags: string[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canEdit = useAllows()('players.notes');
  const [draft, setDraft] = useState(tags);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useOperatorMutation(ops.setPlayerTags, { invalidates: [ops.playerSummary] });
  const key = tags.join('\n');

  // A saved set (or another editor's, read again) replaces the draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the tags' content
  useEffect(() => {
    setDraft(tags);
  }, [key]);

  if (!canEdit) {
    return tags.length > 0 ? (
      <Typography.Text>{tags.join(', ')}</Typography.Text>
    ) : (
      <Typography.Text type="secondary">{t('players.tags.none')}</Typography.Text>
    );
  }

  const change = (values: string[]) => {
    const checked = values.map((value) => ops.ZPlayerTag.safeParse(value));
    const refused = checked.find((result) => !result.success);
    if (refused && !refused.success) {
      setProblem(t('players.tags.invalid', { reason: refused.error.issues[0]?.message ?? '' }));
      return;
    }
    if (values.length > MAX_TAGS) {
      setProblem(t('players.tags.tooMany', { max: MAX_TAGS }));
      return;
    }
    setProblem(null);
    setDraft([...new Set(checked.map((result) => result.data as string))]);
  };
  const isChanged = [...draft].sort().join('\n') !== [...tags].sort().join('\n');

  return (
    <Space orientation="vertical" size={4} className="full-width">
      <Space.Compact className="full-width">
        <Select
          mode="tags"
          value={draft}
          onChange={change}
          tokenSeparators={[',']}
          open={false}
          placeholder={t('players.tags.placeholder')}
          className="tags-select"
          aria-label={t('players.tags.title')}
        />
        <Button
          type="primary"
          disabled={!isChanged}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { params: { userId }, body: { tags: draft } },
              {
                onSuccess: () => void message.success(t('players.tags.saved')),
                onError: (error) => void message.error(errorMessage(error, t), 6),
              },
            )
          }
        >
          {t('common.save')}
        </Button>
      </Space.Compact>
      {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
    </Space>
  );
}

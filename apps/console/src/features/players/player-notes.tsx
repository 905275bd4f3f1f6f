import * as ops from '@fairplay/contract/operator';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Button, Empty, Form, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation, useOperatorQuery } from '../../shared/api/operator-query.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { useAllows } from '../../shared/session/signed-in-staff.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';
import { zodRule } from '../../shared/ui/zod-rule.ts';

const NOTES_PAGE_SIZE = 10;
const NOTE_TEXT = ops.addPlayerNote.body.shape.text;

/** Notes staff wrote on the player, newest first, and (players.notes) a box to add one. Notes are never edited. */
export function PlayerNotes({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = useRegionFormat();
  const canWrite = useAllows()('players.notes');
  const [page, setPage] = useState(1);
  const [form] = Form.useForm<{ text: string }>();
  const notes = useOperatorQuery(
    ops.playerNotes,
    { params: { userId }, query: { page, pageSize: NOTES_PAGE_SIZE } },
    { placeholderData: keepPreviousData },
  );
  const add = useOperatorMutation(ops.addPlayerNote, { invalidates: [ops.playerNotes] });

  const submit = ({ text }: { text: string }) =>
    add.mutate(
      { params: { userId }, body: { text } },
      {
        onSuccess: () => {
          form.resetFields();
          setPage(1);
          void message.success(t('players.notes.added'));
        },
        onError: (error) => void message.error(errorMessage(error, t), 6),
      },
    );

  return (
    <>
      {canWrite ? (
        <Form form={form} layout="vertical" onFinish={submit} name="add-player-note" requiredMark={false}>
          <Form.Item
            name="text"
            rules={[
              { required: true, whitespace: true, message: t('players.notes.required') },
              zodRule(NOTE_TEXT),
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={2_000}
              showCount
              placeholder={t('players.notes.placeholder')}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('players.notes.add')}
          </Button>
        </Form>
      ) : null}
      <QueryStates query={notes} skeletonRows={3}>
        {(data) => (
          <List
            className="player-notes"
            dataSource={data.items}
            locale={{ emptyText: <Empty description={t('players.notes.empty')} /> }}
            pagination={
              data.total > NOTES_PAGE_SIZE
                ? {
                    current: data.page,
                    pageSize: NOTES_PAGE_SIZE,
                    total: data.total,
                    onChange: setPage,
                    size: 'small',
                  }
                : false
            }
            renderItem={(note) => (
              <List.Item>
                <List.Item.Meta
                  title={
                    <Typography.Text type="secondary" className="table-subtext">
                      {t('players.notes.byAt', { author: note.author, time: format.instant(note.createdAt) })}
                    </Typography.Text>
                  }
                  description={<Typography.Paragraph className="note-text">{note.text}</Typography.Paragraph>}
                />
              </List.Item>
            )}
          />
        )}
      </QueryStates>
    </>
  );
}

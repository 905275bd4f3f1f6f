import { CheckCircleOutlined, SendOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Form,
  Image,
  Input,
  Skeleton,
  Typography,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { useAllows } from '../../shared/session/signed-in-staff.ts';
import { zodRule } from '../../shared/ui/zod-rule.ts';
import { CloseFeedbackModal } from './close-feedback-modal.tsx';
import { CategoryTag, FeedbackStateTag } from './feedback-labels.tsx';

type TFeedback = ops.TOperatorFeedback;

const REPLY = zodRule(ops.replyToFeedback.body.shape.reply);
/** The contract's rule once something is written (an empty field has its own "required" message). */
const REPLY_RULE = {
  validator: (rule: unknown, value: unknown) => (value ? REPLY.validator(rule, value) : Promise.resolve()),
};
const REPLY_MAX_LENGTH = 2_000;
const FEEDBACK_READS = [ops.listFeedback, ops.queueCounts] as const;

/** Who did it and when ("ana, 27 Nov 2026, 14:05"), or a dash. */
function byAt(
  by: string | null,
  at: string | null,
  format: ReturnType<typeof useRegionFormat>,
  none: string,
) {
  return by ? `${by}, ${format.instant(at)}` : none;
}

/** The answer box: the reply goes to the player's inbox, once. */
function ReplyForm({ feedback, onReplied }: { feedback: TFeedback; onReplied: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reply: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const reply = useOperatorMutation(ops.replyToFeedback, { invalidates: FEEDBACK_READS });
  const submit = ({ reply: text }: { reply: string }) => {
    setFailure(null);
    reply.mutate(
      { params: { id: feedback.id }, body: { reply: text.trim() } },
      {
        onSuccess: () => {
          void message.success(t('feedback.replied', { id: feedback.id }));
          onReplied();
        },
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} name="reply-feedback">
      {failure ? <Alert type="error" showIcon title={failure} className="form-alert" /> : null}
      <Form.Item
        name="reply"
        label={t('feedback.reply')}
        extra={t('feedback.replyHelp')}
        rules={[{ required: true, whitespace: true, message: t('feedback.replyRequired') }, REPLY_RULE]}
      >
        <Input.TextArea rows={4} maxLength={REPLY_MAX_LENGTH} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={reply.isPending}>
        {t('feedback.sendReply')}
      </Button>
    </Form>
  );
}

/**
 * One feedback in full: what the player wrote, how to reach them, the screenshot, who read, answered
 * and closed it. Opening it marks it read (the first reader is kept); staff with feedback.reply
 * answer it (the answer reaches the player's inbox) and close it with a note.
 */
export function FeedbackDrawer({
  feedback,
  onClose,
  onChanged,
}: {
  feedback: TFeedback | null;
  onClose: () => void;
  onChanged: (changed: TFeedback) => void;
}) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const canReply = useAllows()('feedback.reply');
  const [closing, setClosing] = useState<number | null>(null);
  const markRead = useOperatorMutation(ops.markFeedbackRead, { invalidates: FEEDBACK_READS });
  const markedIds = useRef(new Set<number>());
  const none = t('common.none');

  // Opening a feedback marks it read (the server keeps the first reader and audits only that
  // reading) and brings its screenshot, which the table leaves out: once per opening.
  useEffect(() => {
    if (!feedback) {
      markedIds.current.clear();
      return;
    }
    const isScreenshotMissing = feedback.hasScreenshot && feedback.screenshot === null;
    if ((feedback.readAt && !isScreenshotMissing) || markedIds.current.has(feedback.id)) return;
    markedIds.current.add(feedback.id);
    markRead.mutate({ params: { id: feedback.id }, body: {} }, { onSuccess: onChanged });
  }, [feedback, markRead.mutate, onChanged]);

  const isClosed = Boolean(feedback?.closedAt);
  return (
    <Drawer
      open={feedback !== null}
      onClose={onClose}
      size={600}
      title={feedback ? t('feedback.drawerTitle', { id: feedback.id }) : null}
      extra={feedback ? <FeedbackStateTag feedback={feedback} /> : null}
      footer={
        feedback && canReply && !isClosed ? (
          <Button icon={<CheckCircleOutlined />} onClick={() => setClosing(feedback.id)}>
            {t('feedback.close')}
          </Button>
        ) : null
      }
    >
      {feedback ? (
        <>
          <Card size="small" className="feedback-text" title={<CategoryTag category={feedback.category} />}>
            <Typography.Paragraph className="pre-wrap">{feedback.suggestion}</Typography.Paragraph>
          </Card>
          <Descriptions
            bordered
            size="small"
            column={1}
            items={[
              {
                key: 'player',
                label: t('feedback.player'),
                children: (
                  <Link to={playerPath(feedback.userId)}>
                    {t('feedback.playerId', { userId: feedback.userId })}
                  </Link>
                ),
              },
              { key: 'sent', label: t('feedback.sent'), children: format.instant(feedback.createdAt) },
              { key: 'phone', label: t('feedback.phone'), children: feedback.phone ?? none },
              { key: 'email', label: t('feedback.email'), children: feedback.email ?? none },
              {
                key: 'read',
                label: t('feedback.readBy'),
                children: byAt(feedback.readBy, feedback.readAt, format, none),
              },
              {
                key: 'replied',
                label: t('feedback.repliedBy'),
                children: byAt(feedback.repliedBy, feedback.repliedAt, format, none),
              },
              {
                key: 'closed',
                label: t('feedback.closedBy'),
                children: byAt(feedback.closedBy, feedback.closedAt, format, none),
              },
              ...(feedback.closeNote
                ? [{ key: 'note', label: t('feedback.closeNote'), children: feedback.closeNote }]
                : []),
            ]}
          />
          {feedback.hasScreenshot ? (
            <>
              <Typography.Title level={5} className="section-title">
                {t('feedback.screenshot')}
              </Typography.Title>
              {feedback.screenshot ? (
                <Image
                  src={feedback.screenshot}
                  alt={t('feedback.screenshotAlt', { id: feedback.id })}
                  className="feedback-screenshot"
                />
              ) : markRead.error ? (
                <Alert type="warning" showIcon title={errorMessage(markRead.error, t)} />
              ) : (
                <Skeleton.Image active />
              )}
            </>
          ) : null}
          <Typography.Title level={5} className="section-title">
            {t('feedback.answer')}
          </Typography.Title>
          {feedback.reply !== null ? (
            <Card size="small" className="feedback-reply">
              <Typography.Paragraph className="pre-wrap">{feedback.reply}</Typography.Paragraph>
            </Card>
          ) : isClosed ? (
            <Typography.Text type="secondary">{t('feedback.closedWithoutReply')}</Typography.Text>
          ) : canReply ? (
            <ReplyForm
              key={feedback.id}
              feedback={feedback}
              // The row as the server now has it (a read of a read feedback changes nothing, audits nothing).
              onReplied={() =>
                markRead.mutate({ params: { id: feedback.id }, body: {} }, { onSuccess: onChanged })
              }
            />
          ) : (
            <Typography.Text type="secondary">{t('feedback.cannotReply')}</Typography.Text>
          )}
        </>
      ) : null}
      <CloseFeedbackModal feedbackId={closing} onClose={() => setClosing(null)} onClosed={onChanged} />
    </Drawer>
  );
}

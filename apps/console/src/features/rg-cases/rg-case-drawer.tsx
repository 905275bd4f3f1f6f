import { CheckCircleOutlined, SendOutlined, UserAddOutlined } from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  List,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation, useOperatorQuery } from '../../shared/api/operator-query.ts';
import { playerPath } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { useAllows, useSignedInStaff } from '../../shared/session/signed-in-staff.ts';
import { QueryStates } from '../../shared/ui/page-states.tsx';
import { LowerLimitForm } from './lower-limit-form.tsx';
import { MarkerDetails } from './marker-details.tsx';
import { MarkerTag, OutcomeTag } from './rg-case-labels.tsx';

type TCaseDetail = ops.TRgCaseDetail;

const CASE_READS = [ops.listRgCases, ops.getRgCase] as const;
const NOTE_MAX_LENGTH = 2_000;

/** Assign, note and resolve: what staff with protection.manage do with an open case. */
function CaseActions({ detail }: { detail: TCaseDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useSignedInStaff();
  const [failure, setFailure] = useState<string | null>(null);
  const [assignee, setAssignee] = useState('');
  const [noteForm] = Form.useForm<{ text: string }>();
  const [resolveForm] = Form.useForm<{ outcome: ops.RgCaseOutcome; note: string }>();
  const assign = useOperatorMutation(ops.assignRgCase, { invalidates: CASE_READS });
  const note = useOperatorMutation(ops.addRgCaseNote, { invalidates: CASE_READS });
  const resolve = useOperatorMutation(ops.resolveRgCase, { invalidates: CASE_READS });
  const params = { id: detail.id };
  const onError = (error: unknown) => setFailure(errorMessage(error, t));
  const assignTo = (username?: string) => {
    setFailure(null);
    assign.mutate(
      { params, body: username ? { username } : {} },
      {
        onSuccess: (changed) => {
          void message.success(t('rgCases.assigned', { id: detail.id, username: changed.assignedTo }));
          setAssignee('');
        },
        onError,
      },
    );
  };
  const isOpen = detail.status === 'open';
  return (
    <Space orientation="vertical" className="full-width" size="middle">
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
      {isOpen ? (
        <Space wrap>
          <Button
            icon={<UserAddOutlined />}
            disabled={detail.assignedTo === me.username}
            loading={assign.isPending}
            onClick={() => assignTo()}
          >
            {t('rgCases.assignToMe')}
          </Button>
          <Space.Compact>
            <Input
              aria-label={t('rgCases.assignTo')}
              placeholder={t('rgCases.assignTo')}
              value={assignee}
              maxLength={64}
              onChange={(event) => setAssignee(event.target.value)}
            />
            <Button disabled={!assignee.trim()} onClick={() => assignTo(assignee.trim())}>
              {t('rgCases.assign')}
            </Button>
          </Space.Compact>
        </Space>
      ) : null}
      <Form
        form={noteForm}
        layout="vertical"
        name="rg-case-note"
        onFinish={({ text }) => {
          setFailure(null);
          note.mutate(
            { params, body: { text: text.trim() } },
            {
              onSuccess: () => {
                void message.success(t('rgCases.noteAdded'));
                noteForm.resetFields();
              },
              onError,
            },
          );
        }}
      >
        <Form.Item
          name="text"
          label={t('rgCases.note')}
          rules={[{ required: true, whitespace: true, message: t('rgCases.noteRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            showCount
            placeholder={t('rgCases.notePlaceholder')}
          />
        </Form.Item>
        <Button htmlType="submit" icon={<SendOutlined />} loading={note.isPending}>
          {t('rgCases.addNote')}
        </Button>
      </Form>
      <Card size="small" title={t('rgCases.lowerTitle')}>
        <Typography.Paragraph type="secondary">{t('rgCases.lowerHelp')}</Typography.Paragraph>
        <LowerLimitForm userId={detail.userId} />
      </Card>
      {isOpen ? (
        <Card size="small" title={t('rgCases.resolve')}>
          <Form
            form={resolveForm}
            layout="vertical"
            name="rg-case-resolve"
            onFinish={({ outcome, note: closing }) => {
              setFailure(null);
              resolve.mutate(
                { params, body: { outcome, note: closing.trim() } },
                {
                  onSuccess: () => void message.success(t('rgCases.resolved', { id: detail.id })),
                  onError,
                },
              );
            }}
          >
            <Form.Item
              name="outcome"
              label={t('rgCases.outcome')}
              rules={[{ required: true, message: t('rgCases.outcomeRequired') }]}
            >
              <Select
                options={ops.RG_CASE_OUTCOMES.map((outcome) => ({
                  value: outcome,
                  label: t(`rgCases.outcomes.${outcome}`),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="note"
              label={t('rgCases.resolveNote')}
              rules={[{ required: true, whitespace: true, message: t('rgCases.resolveNoteRequired') }]}
            >
              <Input.TextArea rows={2} maxLength={NOTE_MAX_LENGTH} />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              icon={<CheckCircleOutlined />}
              loading={resolve.isPending}
            >
              {t('rgCases.resolve')}
            </Button>
          </Form>
        </Card>
      ) : null}
    </Space>
  );
}

/** One case in full: the player, who works it, every marker with what it saw, the notes. */
function CaseDetail({ detail }: { detail: TCaseDetail }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const canManage = useAllows()('protection.manage');
  const none = t('common.none');
  return (
    <Space orientation="vertical" className="full-width" size="large">
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'player',
            label: t('rgCases.player'),
            children: (
              <Link to={playerPath(detail.userId)}>
                {detail.nickname ?? t('rgCases.playerId', { userId: detail.userId })}
              </Link>
            ),
          },
          { key: 'opened', label: t('rgCases.opened'), children: format.instant(detail.openedAt) },
          {
            key: 'assigned',
            label: t('rgCases.assignedTo'),
            children: detail.assignedTo ?? t('rgCases.unassigned'),
          },
          ...(detail.status === 'resolved'
            ? [
                {
                  key: 'outcome',
                  label: t('rgCases.outcome'),
                  children: <OutcomeTag outcome={detail.outcome} />,
                },
                {
                  key: 'resolvedBy',
                  label: t('rgCases.resolvedBy'),
                  children: detail.resolvedBy
                    ? `${detail.resolvedBy}, ${format.instant(detail.resolvedAt)}`
                    : none,
                },
              ]
            : []),
        ]}
      />
      <div>
        <Typography.Title level={5}>{t('rgCases.markerList')}</Typography.Title>
        <List
          size="small"
          bordered
          dataSource={detail.markers}
          renderItem={(marker) => (
            <List.Item key={marker.id}>
              <Space orientation="vertical" className="full-width" size={4}>
                <Space wrap>
                  <MarkerTag kind={marker.kind} />
                  <Typography.Text type="secondary">
                    {t('rgCases.reference', { reference: marker.reference })} ·{' '}
                    {format.instant(marker.createdAt)}
                  </Typography.Text>
                </Space>
                <MarkerDetails details={marker.details} />
              </Space>
            </List.Item>
          )}
        />
      </div>
      <div>
        <Typography.Title level={5}>{t('rgCases.noteList')}</Typography.Title>
        {detail.notes.length ? (
          <List
            size="small"
            dataSource={detail.notes}
            renderItem={(note) => (
              <List.Item key={note.id}>
                <List.Item.Meta
                  title={`${note.author}, ${format.instant(note.createdAt)}`}
                  description={<span className="pre-wrap">{note.text}</span>}
                />
              </List.Item>
            )}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rgCases.noNotes')} />
        )}
      </div>
      {canManage ? (
        <CaseActions detail={detail} />
      ) : (
        <Alert type="info" showIcon title={t('rgCases.readOnly')} />
      )}
    </Space>
  );
}

/** The drawer of the case the queue opened (read fresh, so it shows every change at once). */
export function RgCaseDrawer({ caseId, onClose }: { caseId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useOperatorQuery(
    ops.getRgCase,
    { params: { id: caseId ?? 0 } },
    { enabled: caseId !== null },
  );
  const status = detail.data?.status;
  return (
    <Drawer
      open={caseId !== null}
      onClose={onClose}
      size={640}
      title={caseId !== null ? t('rgCases.drawerTitle', { id: caseId }) : null}
      extra={
        status ? (
          <Tag color={status === 'open' ? 'orange' : 'green'}>{t(`rgCases.statuses.${status}`)}</Tag>
        ) : null
      }
    >
      {caseId !== null ? (
        <QueryStates query={detail} skeletonRows={6}>
          {(data) => <CaseDetail detail={data} />}
        </QueryStates>
      ) : null}
    </Drawer>
  );
}

import {
  ArrowLeftOutlined,
  CheckOutlined,
  InboxOutlined,
  ReloadOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import * as ops from '@fairplay/contract/operator';
import { Alert, App, Button, Card, Col, Descriptions, Row, Space, Statistic, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/api/error-message.ts';
import { useOperatorMutation } from '../../shared/api/operator-query.ts';
import { PATHS } from '../../shared/paths.ts';
import { useRegionFormat } from '../../shared/region-format.ts';
import { DEPOSIT_DECISION_INVALIDATES } from './deposit-actions.tsx';
import { StatementApprovalResults } from './statement-approval-results.tsx';
import { readStatementFile } from './statement-file.ts';
import { StatementLines } from './statement-lines.tsx';

type TMatch = ops.OperatorResult<typeof ops.matchBankStatement>;
type TApproval = ops.OperatorResult<typeof ops.approveStatementMatches>;

const MAX_MATCHES_PER_APPROVAL = 500;

/**
 * The matched lines of a statement (at most 500 a step). The approve call sends the file again with
 * their line numbers: the server matches them again and credits what it finds, not what we show.
 */
function matchesOf(statement: TMatch) {
  return statement.lines
    .flatMap((line) => (line.match ? [{ line: line.line, amount: line.match.amount }] : []))
    .slice(0, MAX_MATCHES_PER_APPROVAL);
}

/** What the server read: the file, its columns, and what its lines pay. */
function StatementSummary({ fileName, statement }: { fileName: string; statement: TMatch }) {
  const { t } = useTranslation();
  const format = useRegionFormat();
  const debits = statement.lines.filter((line) => line.problem === 'notACredit').length;
  return (
    <Card className="statement-summary">
      <Row gutter={[24, 16]}>
        <Col xs={12} lg={6}>
          <Statistic title={t('statement.lines')} value={statement.lines.length} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('statement.matchedCount')} value={statement.matched} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic title={t('statement.matchedAmount')} value={format.money(statement.matchedAmount)} />
        </Col>
        <Col xs={12} lg={6}>
          <Statistic
            title={t('statement.unmatched')}
            value={statement.unmatched}
            suffix={t('statement.andDebits', { count: debits })}
          />
        </Col>
      </Row>
      <Descriptions
        size="small"
        column={{ xs: 1, lg: 4 }}
        className="statement-columns"
        items={[
          { key: 'file', label: t('statement.file'), children: fileName },
          {
            key: 'date',
            label: t('statement.dateColumn'),
            children: statement.columns.date ?? t('common.none'),
          },
          {
            key: 'description',
            label: t('statement.descriptionColumn'),
            children: statement.columns.description,
          },
          { key: 'amount', label: t('statement.amountColumn'), children: statement.columns.amount },
        ]}
      />
    </Card>
  );
}

/**
 * Match a bank statement (/console/deposits/statement, deposits.decide): the operator's CSV export
 * is read in the browser (its size checked before sending), the server matches each credit line to
 * a waiting transfer by its reference, UTR or transaction id and exact amount (changing nothing),
 * and the matches are approved in one step after a confirmation, each order credited once.
 */
export default function StatementPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const format = useRegionFormat();
  const [file, setFile] = useState<{ fileName: string; csv: string } | null>(null);
  const [statement, setStatement] = useState<TMatch | null>(null);
  const [approval, setApproval] = useState<TApproval | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const match = useOperatorMutation(ops.matchBankStatement);
  const approve = useOperatorMutation(ops.approveStatementMatches, {
    invalidates: DEPOSIT_DECISION_INVALIDATES,
  });

  const matchFile = (read: { fileName: string; csv: string }) => {
    setFailure(null);
    match.mutate(
      { body: read },
      {
        onSuccess: (result) => {
          setFile(read);
          setStatement(result);
        },
        onError: (error) => setFailure(errorMessage(error, t)),
      },
    );
  };

  const choose = async (chosen: File) => {
    setApproval(null);
    setStatement(null);
    const read = await readStatementFile(chosen);
    if (!read.isReadable) {
      setFailure(t(`statement.fileProblems.${read.problem}`, { name: chosen.name }));
      return;
    }
    matchFile({ fileName: read.fileName, csv: read.csv });
  };

  // The file is read here and sent as JSON: the component itself uploads nothing.
  const uploadProps = {
    accept: '.csv,.txt,text/csv,text/plain',
    multiple: false,
    showUploadList: false,
    disabled: match.isPending,
    beforeUpload: (chosen: File) => {
      void choose(chosen);
      return Upload.LIST_IGNORE;
    },
  };
  const matches = statement ? matchesOf(statement) : [];
  const total = matches.reduce((sum, each) => sum + each.amount, 0);
  const confirmApproval = () =>
    modal.confirm({
      title: t('statement.approveTitle', { count: matches.length }),
      content: t('statement.approveConfirm', { count: matches.length, amount: format.money(total) }),
      okText: t('statement.approveMatches', { count: matches.length }),
      cancelText: t('common.cancel'),
      onOk: () =>
        new Promise<void>((resolve) => {
          approve.mutate(
            {
              body: {
                fileName: file?.fileName,
                csv: file?.csv ?? '',
                lines: matches.map((each) => each.line),
              },
            },
            {
              onSuccess: (result) => {
                setApproval(result);
                void message.success(
                  t('statement.approvedSummary', { approved: result.approved, total: result.results.length }),
                );
                // The lines again, as they stand now: the approved ones read "already used".
                if (file) matchFile(file);
              },
              onError: (error) => void message.error(errorMessage(error, t), 6),
              onSettled: () => resolve(),
            },
          );
        }),
    });

  return (
    <div className="page">
      <div className="page-heading">
        <Space orientation="vertical" size={0}>
          <Link to={PATHS.deposits}>
            <ArrowLeftOutlined /> {t('statement.back')}
          </Link>
          <Typography.Title level={2}>{t('statement.title')}</Typography.Title>
        </Space>
        {statement ? (
          <Space wrap>
            <Upload {...uploadProps}>
              <Button icon={<UploadOutlined />}>{t('statement.anotherFile')}</Button>
            </Upload>
            <Button
              icon={<ReloadOutlined />}
              loading={match.isPending}
              onClick={() => file && matchFile(file)}
            >
              {t('statement.matchAgain')}
            </Button>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              disabled={matches.length === 0}
              loading={approve.isPending}
              onClick={confirmApproval}
            >
              {t('statement.approveMatches', { count: matches.length })}
            </Button>
          </Space>
        ) : null}
      </div>
      <Typography.Paragraph type="secondary">{t('statement.intro')}</Typography.Paragraph>
      {failure ? <Alert type="error" showIcon className="page-alert" title={failure} /> : null}
      {statement ? null : (
        <Upload.Dragger {...uploadProps} className="statement-upload">
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{match.isPending ? t('statement.reading') : t('statement.drop')}</p>
          <p className="ant-upload-hint">{t('statement.dropHint')}</p>
        </Upload.Dragger>
      )}
      {statement && file ? (
        <>
          <StatementSummary fileName={file.fileName} statement={statement} />
          {statement.matched > MAX_MATCHES_PER_APPROVAL ? (
            <Alert
              type="info"
              showIcon
              className="page-alert"
              title={t('statement.tooManyMatches', { count: MAX_MATCHES_PER_APPROVAL })}
            />
          ) : null}
          {approval ? (
            <Card title={t('statement.results')} className="statement-results">
              <StatementApprovalResults approval={approval} />
            </Card>
          ) : null}
          <StatementLines lines={statement.lines} />
        </>
      ) : null}
    </div>
  );
}

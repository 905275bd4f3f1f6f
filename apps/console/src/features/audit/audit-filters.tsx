import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditSearch } from './audit-search.ts';

interface FilterValues {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  days?: [Dayjs | null, Dayjs | null] | null;
}

type AuditFilterFields = Pick<
  AuditSearch,
  'actor' | 'action' | 'targetType' | 'targetId' | 'fromDay' | 'toDay'
>;

function valuesOf(search: AuditSearch): FilterValues {
  return {
    actor: search.actor,
    action: search.action,
    targetType: search.targetType,
    targetId: search.targetId,
    days:
      search.fromDay || search.toDay
        ? [search.fromDay ? dayjs(search.fromDay) : null, search.toDay ? dayjs(search.toDay) : null]
        : null,
  };
}

/**
 * The audit log's filters: actor, action prefix, target type and id, and a range of the region's
 * calendar days. Search applies them (from page 1); the form follows the address (back, a link).
 */
export function AuditFilters({
  search,
  onSearch,
}: {
  search: AuditSearch;
  onSearch: (fields: AuditFilterFields) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();

  useEffect(() => {
    form.setFieldsValue(valuesOf(search));
  }, [form, search]);

  const submit = (values: FilterValues) =>
    onSearch({
      actor: values.actor?.trim() ?? '',
      action: values.action?.trim() ?? '',
      targetType: values.targetType?.trim() ?? '',
      targetId: values.targetId?.trim() ?? '',
      fromDay: values.days?.[0]?.format('YYYY-MM-DD') ?? '',
      toDay: values.days?.[1]?.format('YYYY-MM-DD') ?? '',
    });

  return (
    <Form form={form} layout="inline" onFinish={submit} name="audit-filters" className="filter-bar">
      <Form.Item name="actor" label={t('audit.actor')}>
        <Input allowClear maxLength={64} className="filter-input" />
      </Form.Item>
      <Form.Item name="action" label={t('audit.actionPrefix')}>
        <Input allowClear maxLength={64} className="filter-input" placeholder="withdrawal." />
      </Form.Item>
      <Form.Item name="targetType" label={t('audit.targetType')}>
        <Input allowClear maxLength={32} className="filter-input-small" />
      </Form.Item>
      <Form.Item name="targetId" label={t('audit.targetId')}>
        <Input allowClear maxLength={64} className="filter-input" />
      </Form.Item>
      <Form.Item name="days" label={t('audit.dateRange')}>
        <DatePicker.RangePicker allowEmpty={[true, true]} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('audit.search')}
          </Button>
          <Button
            icon={<ClearOutlined />}
            onClick={() =>
              onSearch({ actor: '', action: '', targetType: '', targetId: '', fromDay: '', toDay: '' })
            }
          >
            {t('audit.clear')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

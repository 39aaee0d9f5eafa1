import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Select, Space, Table, Tabs, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  MinusCircleOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  codeLabel,
  SECTIONS_OF_KIND,
  statementHeaderSave,
  statementLineSave,
  STATEMENT_KINDS,
  type StatementKind,
  type StatementLayoutHeader,
  type StatementLayoutLine,
  type StatementSection,
} from '@suanklang/shared';
import { confirmCustom, showSaved } from '../../../components/dialogs';
import { PageLoading } from '../../../components/page-loading';
import { applyFieldErrors, HttpError, isCancelled, type FieldSetter } from '../../../lib/http/errors';
import { notifyError } from '../../../lib/http/notify';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useRights } from '../../../lib/property/rights';
import { EditorDrawer, useEditorControls } from '../../../lib/settings/editor-drawer';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import { useChangeStatementLayout, useStatementLayout, type LayoutChange } from '../api/statement-layout-api';

/** What the drawer edits: a header (new or one), a line of a header (new or one); undefined when closed. */
type Editing =
  | { item: 'header'; header: StatementLayoutHeader | null }
  | { item: 'line'; header: StatementLayoutHeader; line: StatementLayoutLine | null }
  | undefined;

/** A change that is not a form's (move, delete, copy, reset): its refusal goes to the error dialog. */
function reportError(error: unknown) {
  if (isCancelled(error)) return;
  if (error instanceof HttpError)
    notifyError({ status: error.status, message: error.message, code: error.code });
  else notifyError({ status: 0, message: String(error), code: null });
}

const rangeText = (r: { from: string; to: string }) => (r.from === r.to ? r.from : `${r.from} - ${r.to}`);

/**
 * /views/setting/financial-statement: the layouts of the statement of financial position and of revenue and
 * expense (001 s.7 "Financial statement header, detail, accounts and type", "Revenue-expense category, account and
 * header"). A property starts on the standard layout (read only); "customise" copies it as the property's own,
 * whose headers and lines are then edited in a side panel, moved up and down and deleted; "back to the standard"
 * drops the property's own. Editing needs the chart of accounts' edit right.
 */
export function StatementLayoutScreen() {
  const { t } = useTranslation(['statement-layout', 'screens']);
  const { lang } = usePreferences();
  const [kind, setKind] = useState<StatementKind>('FP');
  return (
    <section aria-label={t('screens:title.settingFinancialStatement')}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: '0 0 16px' }}>
        {t('screens:title.settingFinancialStatement')}
      </Typography.Title>
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key as StatementKind)}
        items={STATEMENT_KINDS.map((k) => ({
          key: k,
          label: codeLabel('statementKind', k, lang),
          children: k === kind ? <LayoutPanel kind={k} /> : null,
        }))}
      />
    </section>
  );
}

function LayoutPanel({ kind }: { kind: StatementKind }) {
  const { t } = useTranslation(['statement-layout', 'common']);
  const { lang } = usePreferences();
  const canEdit = useRights().can('SETTING_ACCOUNT_EDIT');
  const layout = useStatementLayout(kind);
  const change = useChangeStatementLayout();
  const [editing, setEditing] = useState<Editing>(undefined);

  if (!layout.data) return <PageLoading />;
  const data = layout.data;
  const editable = canEdit && data.custom;

  const run = async (c: LayoutChange, confirm?: string) => {
    if (confirm && !(await confirmCustom(t('confirm.title'), confirm))) return;
    try {
      await change.mutateAsync(c);
    } catch (error) {
      reportError(error);
    }
  };
  const move = (item: 'HEADER' | 'LINE', id: string | null, to: 'UP' | 'DOWN') =>
    id && void run({ kind, action: 'sequence', body: { item, id, move: to, sequence: undefined } });

  const actions = (
    item: 'HEADER' | 'LINE',
    id: string | null,
    name: string,
    edit: () => void,
    first: boolean,
    last: boolean,
  ) =>
    editable && id ? (
      <Space size={0}>
        <Button type="text" icon={<EditOutlined />} aria-label={t('action.edit', { name })} onClick={edit} />
        <Button
          type="text"
          icon={<ArrowUpOutlined />}
          aria-label={t('action.up', { name })}
          disabled={first}
          onClick={() => move(item, id, 'UP')}
        />
        <Button
          type="text"
          icon={<ArrowDownOutlined />}
          aria-label={t('action.down', { name })}
          disabled={last}
          onClick={() => move(item, id, 'DOWN')}
        />
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('action.delete', { name })}
          onClick={() =>
            void run(
              { kind, action: item === 'HEADER' ? 'deleteHeader' : 'deleteLine', id },
              item === 'HEADER' ? t('confirm.deleteHeader', { name }) : t('confirm.deleteLine', { name }),
            )
          }
        />
      </Space>
    ) : null;

  return (
    <>
      {data.custom ? (
        <Flex gap={8} style={{ marginBottom: 16 }} wrap>
          <Typography.Text>{t('custom')}</Typography.Text>
          {canEdit && (
            <>
              <Button
                id={`statement-add-header-${kind}`}
                icon={<PlusOutlined />}
                onClick={() => setEditing({ item: 'header', header: null })}
              >
                {t('addHeader')}
              </Button>
              <Button
                id={`statement-reset-${kind}`}
                onClick={() => void run({ kind, action: 'reset' }, t('confirm.reset'))}
              >
                {t('reset')}
              </Button>
            </>
          )}
        </Flex>
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('standard')}
          action={
            canEdit ? (
              <Button
                id={`statement-customise-${kind}`}
                type="primary"
                loading={change.isPending}
                onClick={() => void run({ kind, action: 'customise' })}
              >
                {t('customise')}
              </Button>
            ) : undefined
          }
        />
      )}
      <Typography.Paragraph type="secondary">{t('unmappedNote')}</Typography.Paragraph>
      {SECTIONS_OF_KIND[kind].map((section) => {
        const headers = data.headers.filter((h) => h.section === section);
        return (
          <div key={section} style={{ marginBottom: 24 }}>
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {codeLabel('statementSection', section, lang)}
            </Typography.Title>
            {headers.length === 0 && <Typography.Text type="secondary">{t('noHeader')}</Typography.Text>}
            {headers.map((h, hi) => (
              <Card
                key={h.id ?? h.name}
                size="small"
                style={{ marginBottom: 12 }}
                title={h.name}
                extra={
                  <Space>
                    {editable && (
                      <Button
                        size="small"
                        icon={<PlusOutlined />}
                        onClick={() => setEditing({ item: 'line', header: h, line: null })}
                      >
                        {t('addLine')}
                      </Button>
                    )}
                    {actions(
                      'HEADER',
                      h.id,
                      h.name,
                      () => setEditing({ item: 'header', header: h }),
                      hi === 0,
                      hi === headers.length - 1,
                    )}
                  </Space>
                }
              >
                <Table<StatementLayoutLine>
                  size="small"
                  pagination={false}
                  rowKey={(l) => l.id ?? l.name}
                  dataSource={h.lines}
                  locale={{ emptyText: t('noLine') }}
                  columns={[
                    { title: t('field.line'), dataIndex: 'name', key: 'name' },
                    {
                      title: t('field.accounts'),
                      key: 'accounts',
                      render: (_v, l) => l.accounts.map(rangeText).join(', '),
                    },
                    {
                      title: '',
                      key: 'actions',
                      align: 'right',
                      render: (_v, l) =>
                        actions(
                          'LINE',
                          l.id,
                          l.name,
                          () => setEditing({ item: 'line', header: h, line: l }),
                          l.sequence === 1,
                          l.sequence === h.lines.length,
                        ),
                    },
                  ]}
                />
              </Card>
            ))}
          </div>
        );
      })}
      <EditorDrawer
        open={editing !== undefined}
        title={
          editing?.item === 'header'
            ? t(editing.header ? 'editHeader' : 'addHeader')
            : t(editing?.line ? 'editLine' : 'addLine')
        }
        onClose={() => setEditing(undefined)}
      >
        {editing?.item === 'header' && <HeaderForm kind={kind} header={editing.header} />}
        {editing?.item === 'line' && <LineForm kind={kind} header={editing.header} line={editing.line} />}
      </EditorDrawer>
    </>
  );
}

type HeaderValues = { section?: StatementSection; nameTh?: string; nameEn?: string };

function HeaderForm({ kind, header }: { kind: StatementKind; header: StatementLayoutHeader | null }) {
  const { t } = useTranslation(['statement-layout', 'common']);
  const { lang } = usePreferences();
  const controls = useEditorControls();
  const change = useChangeStatementLayout();
  const [form] = Form.useForm<HeaderValues>();

  async function submit(values: HeaderValues) {
    const body = {
      kind,
      id: header?.id ?? undefined,
      section: values.section,
      nameTh: values.nameTh,
      nameEn: values.nameEn,
    };
    if (!checkWholeSchema(form, statementHeaderSave, { ...body, propertyCode: 'x' }, lang)) return;
    try {
      await change.mutateAsync({ kind, action: 'saveHeader', body });
      showSaved(t('saved'));
      controls.done();
    } catch (error) {
      if (!applyFieldErrors(form, error)) reportError(error);
    }
  }

  return (
    <Form<HeaderValues>
      form={form}
      name="statementHeader"
      layout="vertical"
      initialValues={header ? { ...header } : { section: SECTIONS_OF_KIND[kind][0] }}
      onValuesChange={() => controls.setDirty(true)}
      onFinish={(v) => void submit(v)}
    >
      <Form.Item name="section" label={t('field.section')} rules={[{ required: true }]}>
        <Select
          options={SECTIONS_OF_KIND[kind].map((s) => ({
            value: s,
            label: codeLabel('statementSection', s, lang),
          }))}
        />
      </Form.Item>
      <Form.Item name="nameTh" label={t('field.nameTh')} rules={[{ required: true }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('field.nameEn')} rules={[{ required: true }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Flex gap={8} justify="end">
        <Button onClick={controls.cancel}>{t('common:cancel')}</Button>
        <Button type="primary" htmlType="submit" id="statement-header-save" loading={change.isPending}>
          {t('save')}
        </Button>
      </Flex>
    </Form>
  );
}

type LineValues = { nameTh?: string; nameEn?: string; accounts?: { from?: string; to?: string }[] };

function LineForm({
  kind,
  header,
  line,
}: {
  kind: StatementKind;
  header: StatementLayoutHeader;
  line: StatementLayoutLine | null;
}) {
  const { t } = useTranslation(['statement-layout', 'common']);
  const { lang } = usePreferences();
  const controls = useEditorControls();
  const change = useChangeStatementLayout();
  const [form] = Form.useForm<LineValues>();

  async function submit(values: LineValues) {
    const accounts = (values.accounts ?? []).map((r) => ({
      from: (r.from ?? '').trim().toUpperCase(),
      to: ((r.to ?? '').trim() || (r.from ?? '').trim()).toUpperCase(),
    }));
    const body = {
      headerId: header.id ?? '',
      id: line?.id ?? undefined,
      nameTh: values.nameTh,
      nameEn: values.nameEn,
      accounts,
    };
    if (!checkWholeSchema(form, statementLineSave, { ...body, propertyCode: 'x' }, lang)) return;
    try {
      await change.mutateAsync({ kind, action: 'saveLine', body });
      showSaved(t('saved'));
      controls.done();
    } catch (error) {
      if (!(error instanceof HttpError && error.fields.length > 0)) return reportError(error);
      // A range's refusal (accounts.0) goes under the range's first box.
      const setter: FieldSetter = form;
      setter.setFields(
        error.fields.map((f) => {
          const name: (string | number)[] = f.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
          return {
            name: name[0] === 'accounts' && name.length === 2 ? [...name, 'from'] : name,
            errors: [f.message],
          };
        }),
      );
    }
  }

  return (
    <Form<LineValues>
      form={form}
      name="statementLine"
      layout="vertical"
      initialValues={line ? { ...line } : { accounts: [{ from: '', to: '' }] }}
      onValuesChange={() => controls.setDirty(true)}
      onFinish={(v) => void submit(v)}
    >
      <Typography.Paragraph type="secondary">
        {t('lineOf', { header: header.name, section: codeLabel('statementSection', header.section, lang) })}
      </Typography.Paragraph>
      <Form.Item name="nameTh" label={t('field.nameTh')} rules={[{ required: true }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="nameEn" label={t('field.nameEn')} rules={[{ required: true }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Typography.Text strong>{t('field.accounts')}</Typography.Text>
      <Typography.Paragraph type="secondary">{t('rangeHelp')}</Typography.Paragraph>
      <Form.List name="accounts">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <Flex key={field.key} gap={8} align="start">
                <Form.Item name={[field.name, 'from']} label={t('field.from')} style={{ flex: 1 }}>
                  <Input id={`statement-range-from-${i}`} maxLength={20} />
                </Form.Item>
                <Form.Item name={[field.name, 'to']} label={t('field.to')} style={{ flex: 1 }}>
                  <Input id={`statement-range-to-${i}`} maxLength={20} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t('removeRange')}
                  style={{ marginTop: 30 }}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ from: '', to: '' })}
              style={{ marginBottom: 16 }}
            >
              {t('addRange')}
            </Button>
          </>
        )}
      </Form.List>
      <Flex gap={8} justify="end">
        <Button onClick={controls.cancel}>{t('common:cancel')}</Button>
        <Button type="primary" htmlType="submit" id="statement-line-save" loading={change.isPending}>
          {t('save')}
        </Button>
      </Flex>
    </Form>
  );
}

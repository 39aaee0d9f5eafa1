import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Flex,
  Form,
  Result,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { SaveOutlined, SwapOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AREA_UNIT_LABELS, labelOf, unitModify, type UnitDetail, type UnitOccupant } from '@suanklang/shared';
import { AccountStatementCard } from '../../../components/account-statement-card';
import { showSaved } from '../../../components/dialogs';
import { formatDate } from '../../../components/format';
import { formRulesFrom } from '../../../components/zod-rule';
import { usePreferences } from '../../../lib/preferences/preferences';
import { useRights } from '../../../lib/property/rights';
import { ActiveTag } from '../../../lib/settings/active-tag';
import { DetailHeader } from '../../../lib/settings/detail-header';
import { InUseNotice } from '../../../lib/settings/in-use-notice';
import { reportSaveError } from '../../../lib/settings/save-errors';
import { checkWholeSchema } from '../../../lib/settings/schema-errors';
import { useUnsavedChangesGuard } from '../../../lib/settings/unsaved-changes';
import { useUnitEditable, useUnit, useModifyUnit } from '../api/units';
import { ResaleDrawer } from './resale-drawer';
import { UNIT_FIELDS, unitFormValues, unitRequest, type UnitFormValues } from './unit-form-values';
import { UnitFields } from './unit-fields';

const LIST_PATH = '/views/setting/unit';
const DETAIL_PATH = '/views/setting/unitDetail';

/** /views/setting/unitDetail/{unitCode}: the unit, its owners and tenants, resale and history. */
export function UnitDetailScreen() {
  const { t } = useTranslation(['units', 'screens']);
  const { unitCode = '' } = useParams();
  const unit = useUnit(unitCode);
  // The heading keeps the code of the address (the route's own title), whatever the unit's state.
  const title = `${t('screens:title.settingUnitDetail')} ${unitCode}`;

  // A new version of the record (a save, here or elsewhere) opens a new editor on it; a refetch of the same
  // version (a resale, which changes only the owners' table) keeps what is being typed.
  if (unit.data) return <UnitEditor key={recordVersion(unit.data)} title={title} detail={unit.data} />;
  return (
    <>
      <DetailHeader title={title} backTo={LIST_PATH} />
      {unit.isError ? (
        <Result status="warning" title={t('detail.loadFailed')} />
      ) : (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin aria-label={t('detail.loading')} />
        </Flex>
      )}
    </>
  );
}

function recordVersion(detail: UnitDetail): string {
  return `${detail.unitCode}@${detail.updatedDate ?? detail.createdDate}`;
}

type UnitEditorProps = { title: string; detail: UnitDetail };

function UnitEditor({ title, detail }: UnitEditorProps) {
  const { t } = useTranslation(['units', 'settings', 'common']);
  const { lang } = usePreferences();
  const navigate = useNavigate();
  const canEdit = useRights().can('SETTING_UNIT_EDIT');
  const editable = useUnitEditable(detail.unitCode, canEdit);
  const codeLocked = editable.data?.editable === false;
  const [form] = Form.useForm<UnitFormValues>();
  const [dirty, setDirty] = useState(false);
  const [reselling, setReselling] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  const modify = useModifyUnit();
  const rules = useMemo(() => formRulesFrom(unitModify, lang), [lang]);
  const initialValues = useMemo(() => unitFormValues(detail), [detail]);
  const hasOwners = detail.owners.length > 0;
  const areaUnitLabel = labelOf(AREA_UNIT_LABELS, detail.areaUnit, lang);
  const known = useMemo(
    () =>
      [...detail.owners, ...detail.tenants].map(({ customerCode, customerName }) => ({
        customerCode,
        customerName,
      })),
    [detail],
  );

  async function submit(values: UnitFormValues) {
    const { ownerCustomerCodes, ownerStartDate, ...rest } = unitRequest(values);
    const body = checkWholeSchema(
      form,
      unitModify,
      {
        ...rest,
        originalCode: detail.unitCode,
        // Owners are set here only while there are none; afterwards a resale changes them.
        ...(hasOwners ? {} : { ownerCustomerCodes, ownerStartDate }),
      },
      lang,
    );
    if (!body) return;
    try {
      const unitCode = await modify.mutateAsync(body);
      setDirty(false);
      showSaved(t('saved.modified', { code: unitCode }));
      if (unitCode !== detail.unitCode) {
        guard.allowNextNavigation();
        void navigate(`${DETAIL_PATH}/${encodeURIComponent(unitCode)}`, { replace: true });
      }
    } catch (error) {
      const shown = reportSaveError(form, error, {
        knownFields: UNIT_FIELDS,
        fieldCodes: { UN001: 'unitCode', UN006: 'unitTypeCode', UN003: 'ownerCustomerCodes' },
      });
      if (!shown) void editable.refetch();
    }
  }

  const occupantColumns: TableColumnsType<UnitOccupant> = [
    {
      key: 'name',
      title: t('occupant.name'),
      render: (_v, row) => `${row.customerCode} - ${row.customerName}`,
    },
    {
      key: 'ownerType',
      title: t('occupant.role'),
      render: (_v, row) => <Tag>{t(`ownerType.${row.ownerType}`)}</Tag>,
    },
    {
      key: 'startDate',
      title: t('occupant.startDate'),
      render: (_v, row) => formatDate(row.startDate, lang),
    },
    {
      key: 'endDate',
      title: t('occupant.endDate'),
      render: (_v, row) =>
        row.endDate ? formatDate(row.endDate, lang) : <Tag color="green">{t('occupant.current')}</Tag>,
    },
  ];

  return (
    <>
      <DetailHeader
        title={title}
        backTo={LIST_PATH}
        subtitle={
          <Space wrap>
            <Typography.Text>
              {t('subtitle', {
                building: detail.building,
                floor: detail.floor ?? '-',
                type: detail.unitTypeDescription,
              })}
            </Typography.Text>
            <ActiveTag active={detail.active} />
          </Space>
        }
        actions={
          canEdit && (
            <>
              {hasOwners && (
                <Button icon={<SwapOutlined />} onClick={() => setReselling(true)} id="unit-resale">
                  {t('resale.button')}
                </Button>
              )}
              <Button
                type="primary"
                icon={<SaveOutlined />}
                loading={modify.isPending}
                onClick={() => form.submit()}
                id="unit-save"
              >
                {t('common:save')}
              </Button>
            </>
          )
        }
      />
      {!canEdit && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('settings:readOnly')} />}
      <InUseNotice check={editable.data} locked={t('locked')} />
      <Flex vertical gap={16}>
        <Card size="small" title={t('section.unit')}>
          <Form<UnitFormValues>
            form={form}
            name="unit"
            layout="vertical"
            initialValues={initialValues}
            disabled={!canEdit}
            onValuesChange={() => setDirty(true)}
            onFinish={(values) => void submit(values)}
            scrollToFirstError
          >
            <UnitFields
              rules={rules}
              codeLocked={codeLocked}
              areaUnitLabel={areaUnitLabel}
              ownersEditable={!hasOwners}
              known={known}
            />
          </Form>
        </Card>
        <Card size="small" title={t('section.owners')}>
          <Table<UnitOccupant>
            size="small"
            rowKey={(row) => `${row.customerCode}-${row.startDate}`}
            columns={occupantColumns}
            dataSource={[...detail.owners, ...detail.tenants]}
            pagination={false}
            locale={{ emptyText: t('occupant.none') }}
          />
        </Card>
        <Card size="small" title={t('section.history')}>
          <Table<UnitOccupant>
            size="small"
            rowKey={(row) => `${row.customerCode}-${row.ownerType}-${row.startDate}`}
            columns={occupantColumns}
            dataSource={detail.history}
            pagination={detail.history.length > 10 ? { pageSize: 10 } : false}
            locale={{ emptyText: t('occupant.noHistory') }}
          />
        </Card>
        <AccountStatementCard party="unit" code={detail.unitCode} />
      </Flex>
      {canEdit && hasOwners && (
        <ResaleDrawer open={reselling} unit={detail} onClose={() => setReselling(false)} />
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import { DoubleLeftOutlined, DoubleRightOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { KeysetPaging } from '@suanklang/shared';
import { useTranslation } from 'react-i18next';
import { useLang } from './use-lang';

export const PAGE_SIZES = [10, 20, 50, 100];

export type ListPagerProps = {
  paging: KeysetPaging;
  /** Rows on this page. */
  count: number;
  /** Another page: its cursor, or undefined for the first page. */
  onCursor: (cursor: string | undefined) => void;
  onPageSize: (pageSize: number) => void;
  disabled?: boolean;
};

/**
 * The pager of the document lists (keyset paging, see packages/shared LIST_COUNT_CAP): first, previous, next and
 * last, no jump to page 57 (reaching it would cost as much as reading the 56 before it). A list longer than the
 * count cap says "more than".
 */
export function ListPager({ paging, count, onCursor, onPageSize, disabled }: ListPagerProps) {
  const { t } = useTranslation('components');
  const lang = useLang();
  const number = (n: number) => n.toLocaleString(lang === 'en' ? 'en-US' : 'th-TH');
  const total = number(paging.total);
  const from = paging.page === null ? null : (paging.page - 1) * paging.pageSize + 1;
  const summary =
    from === null
      ? t('pager.lastPage', { total })
      : t(paging.totalExact ? 'pager.range' : 'pager.rangeMore', {
          from: number(count === 0 ? 0 : from),
          to: number(count === 0 ? 0 : from + count - 1),
          total,
        });
  const atStart = paging.prev === null;
  const atEnd = paging.next === null;
  /** A button to another page: its cursor (none for the first page). */
  const step = (
    key: 'first' | 'previous' | 'next' | 'last',
    icon: ReactNode,
    off: boolean,
    cursor: string | null | undefined,
  ) => (
    <Button
      size="small"
      icon={icon}
      aria-label={t(`pager.${key}`)}
      title={t(`pager.${key}`)}
      disabled={disabled || off}
      onClick={() => onCursor(cursor ?? undefined)}
    />
  );
  return (
    <Flex
      role="navigation"
      aria-label={t('pager.label')}
      justify="flex-end"
      align="center"
      gap={8}
      wrap
      style={{ marginTop: 12 }}
    >
      <Typography.Text data-testid="pager-summary">{summary}</Typography.Text>
      {step('first', <DoubleLeftOutlined />, atStart, undefined)}
      {step('previous', <LeftOutlined />, atStart, paging.prev)}
      {paging.page !== null && (
        <Typography.Text>{t('pager.page', { page: number(paging.page) })}</Typography.Text>
      )}
      {step('next', <RightOutlined />, atEnd, paging.next)}
      {step('last', <DoubleRightOutlined />, atEnd || paging.last === null, paging.last)}
      <Select
        size="small"
        aria-label={t('pager.pageSize')}
        value={paging.pageSize}
        onChange={onPageSize}
        options={PAGE_SIZES.map((size) => ({ value: size, label: t('pager.perPage', { size }) }))}
        style={{ width: 110 }}
      />
    </Flex>
  );
}

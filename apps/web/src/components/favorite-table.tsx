import { Button, type TableColumnsType } from 'antd';
import { StarFilled, StarOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MainTable } from './main-table';
import { STAR } from '../app/theme';

export type FavoriteRow = { isFavorite: boolean; id?: string | number; name?: string; description?: string };

export type FavoriteTableProps<T extends FavoriteRow> = {
  rows: readonly T[];
  onToggle: (row: T, favorite: boolean) => void;
  onToggleAll: (favorite: boolean) => void;
  /** Columns after the star; by default the row's name and description. */
  columns?: TableColumnsType<T>;
  /** Defaults to the row's id, else its name. */
  rowKey?: string | ((row: T) => string);
  /** The row's name for the star's accessible label; defaults to its name. */
  rowLabel?: (row: T) => string;
  loading?: boolean;
  onRowClick?: (row: T) => void;
};

const GOLD = STAR;

function defaultKey(row: FavoriteRow): string {
  return String(row.id ?? row.name ?? '');
}

/** A list (reports, dashboards) whose rows can be starred one by one, or all at once from the header star. */
export function FavoriteTable<T extends FavoriteRow>(props: FavoriteTableProps<T>) {
  const { rows, onToggle, onToggleAll } = props;
  const { t } = useTranslation('components');
  const label = props.rowLabel ?? ((row: T) => row.name ?? String(row.id ?? ''));
  const allFavorite = rows.length > 0 && rows.every((row) => row.isFavorite);

  const defaultColumns: TableColumnsType<T> = [
    { key: 'name', title: t('favorite.name'), dataIndex: 'name' },
    { key: 'description', title: t('favorite.description'), dataIndex: 'description' },
  ];

  const star: TableColumnsType<T>[number] = {
    key: 'favorite',
    width: 56,
    align: 'center',
    title: (
      <Button
        type="text"
        size="small"
        aria-pressed={allFavorite}
        aria-label={allFavorite ? t('favorite.removeAll') : t('favorite.addAll')}
        title={allFavorite ? t('favorite.removeAll') : t('favorite.addAll')}
        disabled={rows.length === 0}
        icon={allFavorite ? <StarFilled style={{ color: GOLD }} /> : <StarOutlined />}
        onClick={() => onToggleAll(!allFavorite)}
      />
    ),
    render: (_value, row) => {
      const text = row.isFavorite
        ? t('favorite.remove', { name: label(row) })
        : t('favorite.add', { name: label(row) });
      return (
        <Button
          type="text"
          size="small"
          aria-pressed={row.isFavorite}
          aria-label={text}
          title={text}
          icon={row.isFavorite ? <StarFilled style={{ color: GOLD }} /> : <StarOutlined />}
          onClick={() => onToggle(row, !row.isFavorite)}
        />
      );
    },
  };

  return (
    <MainTable<T>
      columns={[star, ...(props.columns ?? defaultColumns)]}
      dataSource={rows}
      rowKey={props.rowKey ?? defaultKey}
      loading={props.loading}
      pagination={false}
      onRowClick={props.onRowClick}
    />
  );
}

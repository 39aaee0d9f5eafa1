import type { ReactNode } from 'react';
import { Flex, Space, Typography } from 'antd';
import { AdvanceSearch, type SearchField } from './advance-search';
import { MainTable } from './main-table';

export type ListHeaderProps = {
  /** The page title (the page's h1 and the browser tab). */
  title: string;
  /** Buttons on the right of the title (create, export...). */
  actions?: ReactNode;
};

/** The head of a list screen: the page title as its h1, with the screen's buttons on the right. */
export function ListHeader({ title, actions }: ListHeaderProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
        {title}
      </Typography.Title>
      {actions && <Space wrap>{actions}</Space>}
    </Flex>
  );
}

export type ListFrameProps = ListHeaderProps & {
  searchFields?: SearchField[];
  onSearch?: (values: Record<string, unknown>) => void;
  children?: ReactNode;
  /** Passed to the AdvanceSearch. */
  searchLoading?: boolean;
  upperCaseFields?: string[];
};

const noSearch = () => {};

/**
 * The frame of a list screen: title with actions on the right, the advance search, then the list. A screen whose
 * area is not built yet passes no children and shows an empty table under its search.
 */
export function ListFrame(props: ListFrameProps) {
  const { title, searchFields, onSearch, actions, children } = props;

  return (
    <section aria-label={title}>
      <ListHeader title={title} actions={actions} />
      {searchFields && searchFields.length > 0 && (
        <AdvanceSearch
          fields={searchFields}
          onSearch={onSearch ?? noSearch}
          loading={props.searchLoading}
          upperCaseFields={props.upperCaseFields}
        />
      )}
      {children ?? (
        <MainTable<Record<string, never>> columns={[]} dataSource={[]} rowKey="id" pagination={false} />
      )}
    </section>
  );
}

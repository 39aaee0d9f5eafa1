import type { ReactNode } from 'react';
import { Alert, Drawer, Flex, type DrawerProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyList } from './empty-list';
import { focusOnOpen } from './focus-return';
import { PageLoading } from './page-loading';

/** What a detail drawer shows: its document, the wait for it, why it failed, or that there is none. */
export type DocumentState = 'ready' | 'loading' | 'error' | 'empty';

/**
 * The state of a drawer's detail query. `loaded` is whether the data is the document asked for: a query kept on
 * its previous data shows the wait, not the previous document.
 */
export function documentState(
  query: { isError: boolean; isFetching: boolean },
  loaded: boolean,
): DocumentState {
  if (loaded) return 'ready';
  if (query.isError) return 'error';
  return query.isFetching ? 'loading' : 'empty';
}

export type DocumentDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** The title: the document's number once known, a plain title before. */
  title: ReactNode;
  /** The document's status tag beside the title. */
  status?: ReactNode;
  state: DocumentState;
  /** Said when the detail cannot load (default: the shared message). */
  errorText?: string;
  emptyText?: string;
  /** Buttons of the document at the foot of the drawer, shown once it is loaded. */
  footer?: ReactNode;
  size?: DrawerProps['size'];
  placement?: DrawerProps['placement'];
  /** The document, rendered only once it is loaded. */
  children: ReactNode | (() => ReactNode);
};

/**
 * A document's lines table (quantity, price, amount, VAT, total) fits without scrolling sideways: wider than
 * antd's 'large' (736 px), but never past the window (measured at each opening: the drawer mounts afresh).
 */
export function documentDrawerSize(): number {
  return Math.max(360, Math.min(1080, window.innerWidth - 48));
}

/**
 * The frame of a document's detail: a large drawer on the right (mounted afresh on each opening) titled with the
 * number and the status, the document's body once loaded (else a spinner, the error or the empty state), and its
 * actions at the foot.
 */
export function DocumentDrawer(props: DocumentDrawerProps) {
  const { t } = useTranslation('components');
  const ready = props.state === 'ready';
  const title =
    ready && props.status ? (
      <Flex align="center" gap={8} wrap>
        <span>{props.title}</span>
        {props.status}
      </Flex>
    ) : (
      props.title
    );

  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={title}
      size={props.size ?? documentDrawerSize()}
      placement={props.placement ?? 'right'}
      afterOpenChange={focusOnOpen}
      destroyOnHidden
      footer={
        ready && props.footer ? (
          <Flex justify="flex-end" gap={8} wrap>
            {props.footer}
          </Flex>
        ) : undefined
      }
    >
      {props.state === 'error' ? (
        <Alert type="error" showIcon title={props.errorText ?? t('document.loadFailed')} />
      ) : props.state === 'empty' ? (
        <EmptyList message={props.emptyText} />
      ) : props.state === 'loading' ? (
        <PageLoading />
      ) : typeof props.children === 'function' ? (
        props.children()
      ) : (
        props.children
      )}
    </Drawer>
  );
}

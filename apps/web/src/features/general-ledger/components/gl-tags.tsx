import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GlDocumentType, GlRow } from '@suanklang/shared';
import { useGlTypes } from '../api/gl-api';

/** The posting status in words (never colour alone), with a tag for a reversal and for a reversed entry. */
export function GlStatusTags({ row }: { row: Pick<GlRow, 'status' | 'kind' | 'reversed'> }) {
  const { t } = useTranslation('general-ledger');
  return (
    <Flex gap={4} wrap>
      <Tag color={row.status === 'POSTED' ? 'green' : 'gold'}>{t(`status.${row.status}`)}</Tag>
      {row.kind === 'REVERSAL' && <Tag color="purple">{t('tag.reversal')}</Tag>}
      {row.reversed && <Tag color="red">{t('tag.reversed')}</Tag>}
    </Flex>
  );
}

/** A document type's name: the server's (GET /gl/type, in the asked language), else the catalogue's. */
export function useGlTypeLabel(): (type: GlDocumentType) => string {
  const { t } = useTranslation('general-ledger');
  const types = useGlTypes();
  return (type) => types.data?.find((item) => item.code === type)?.description ?? t(`documentType.${type}`);
}

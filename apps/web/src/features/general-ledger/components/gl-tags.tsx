import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GlDocumentType, GlRow } from '@suanklang/shared';
import { useCodeLabel } from '../../../lib/code-label';

/** The posting status in words (never colour alone), with a tag for a reversal and for a reversed entry. */
export function GlStatusTags({ row }: { row: Pick<GlRow, 'status' | 'kind' | 'reversed'> }) {
  const { t } = useTranslation('general-ledger');
  const label = useCodeLabel();
  return (
    <Flex gap={4} wrap>
      <Tag color={row.status === 'POSTED' ? 'green' : 'gold'}>{label('glPostStatus', row.status)}</Tag>
      {row.kind === 'REVERSAL' && <Tag color="purple">{t('tag.reversal')}</Tag>}
      {row.reversed && <Tag color="red">{t('tag.reversed')}</Tag>}
    </Flex>
  );
}

/** A document type's name from the shared code catalogue (the one GET /gl/type answers with). */
export function useGlTypeLabel(): (type: GlDocumentType) => string {
  const label = useCodeLabel();
  return (type) => label('glDocumentType', type);
}

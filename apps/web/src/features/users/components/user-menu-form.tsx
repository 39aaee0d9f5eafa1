import { useState } from 'react';
import { Button, Card, Checkbox, Col, Flex, Row, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTION_OBJECTS, SCREEN_OBJECTS, type MenuItem, type ObjectId } from '@suanklang/shared';
import { showSaved } from '../../../components/dialogs';
import { useUserMenu, useModifyUserMenu } from '../api/users';

const GROUPS = [
  { key: 'screens', objects: SCREEN_OBJECTS },
  { key: 'actions', objects: ACTION_OBJECTS },
] as const;

type UserMenuFormProps = { userId: string; canEdit: boolean };

function grantedOf(items: readonly MenuItem[]): Set<ObjectId> {
  return new Set(items.filter((item) => item.granted).map((item) => item.objectID));
}

/**
 * The objects (screens and actions) a user has on this property, as two checkbox groups. Objects their role
 * gives are marked; saving sends the complete set (PUT /manageuser/menu/modify).
 */
export function UserMenuForm({ userId, canEdit }: UserMenuFormProps) {
  const { t } = useTranslation(['users', 'objects', 'common']);
  const menu = useUserMenu(userId);
  const modify = useModifyUserMenu();
  // The user's unsaved changes; null shows what the server holds.
  const [draft, setDraft] = useState<Set<ObjectId> | null>(null);

  if (!menu.data) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  }
  const saved = grantedOf(menu.data);
  const selected = draft ?? saved;
  const fromRole = new Set(menu.data.filter((item) => item.fromRole).map((item) => item.objectID));
  const known = new Set(menu.data.map((item) => item.objectID));

  function toggle(objectId: ObjectId, checked: boolean) {
    setDraft((current) => {
      const next = new Set(current ?? saved);
      if (checked) next.add(objectId);
      else next.delete(objectId);
      return next;
    });
  }

  function setGroup(objects: readonly ObjectId[], checked: boolean) {
    setDraft((current) => {
      const next = new Set(current ?? saved);
      for (const objectId of objects) {
        if (checked) next.add(objectId);
        else next.delete(objectId);
      }
      return next;
    });
  }

  async function save() {
    try {
      await modify.mutateAsync({ userId, objectIds: [...selected] });
      setDraft(null);
      showSaved(t('users:menu.saved'));
    } catch {
      /* the client already showed the failure */
    }
  }

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('users:menu.hint')}
      </Typography.Paragraph>
      {GROUPS.map((group) => {
        const objects = group.objects.filter((objectId) => known.has(objectId) || menu.data.length === 0);
        return (
          <Card
            key={group.key}
            size="small"
            title={t(`users:menu.group.${group.key}`)}
            extra={
              canEdit && (
                <Space>
                  <Button size="small" onClick={() => setGroup(objects, true)}>
                    {t('users:menu.selectAll')}
                  </Button>
                  <Button size="small" onClick={() => setGroup(objects, false)}>
                    {t('users:menu.clearAll')}
                  </Button>
                </Space>
              )
            }
          >
            <Row gutter={[16, 8]} role="group" aria-label={t(`users:menu.group.${group.key}`)}>
              {objects.map((objectId) => (
                <Col key={objectId} xs={24} sm={12} lg={8}>
                  <Checkbox
                    id={`menu-${objectId}`}
                    name={objectId}
                    checked={selected.has(objectId)}
                    disabled={!canEdit}
                    onChange={(event) => toggle(objectId, event.target.checked)}
                  >
                    {t(`objects:${objectId}`)}
                    {fromRole.has(objectId) && (
                      <Tag color="blue" style={{ marginInlineStart: 8 }}>
                        {t('users:menu.fromRole')}
                      </Tag>
                    )}
                  </Checkbox>
                </Col>
              ))}
            </Row>
          </Card>
        );
      })}
      {canEdit && (
        <div>
          <Button type="primary" loading={modify.isPending} onClick={() => void save()} id="menu-save">
            {t('users:menu.save')}
          </Button>
        </div>
      )}
    </Flex>
  );
}

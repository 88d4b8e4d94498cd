import { DeleteOutlined, SaveOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Dropdown, Form, Input, Modal, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { deleteViewAsAdmin, saveViewAsAdmin, useSavedViews } from './api/useSavedViews';
import { cleanViewName, savedViewNameMax, viewQueryOf, type SavedViewPage } from './savedViews';

/**
 * Saved views of a table (issue 28): the office names the current filters (the address's search part)
 * and finds them again in this menu; stored in `adminViews` (admin only), shared by every admin.
 */
export function SavedViewsMenu({ page }: { page: SavedViewPage }) {
  const { t } = useTranslation('admin');
  const { run, busy } = useAdminAction();
  const { data: views } = useSavedViews(page);
  const navigate = useNavigate();
  const location = useLocation();
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const query = viewQueryOf(location.search);

  const items: MenuProps['items'] = [
    ...views.map((view) => ({
      key: view.id,
      label: (
        <span className="saved-views__item">
          <span dir="auto">{view.name}</span>
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('cockpit.views.delete', { name: view.name })}
            onClick={(event) => {
              event.stopPropagation();
              void run(() => deleteViewAsAdmin(view.id), {
                success: t('cockpit.views.deleted', { name: view.name }),
                failure: t('cockpit.views.deleteFailed'),
              });
            }}
          />
        </span>
      ),
      onClick: () => navigate(`/admin/${page}${view.query}`),
    })),
    ...(views.length > 0 ? [{ type: 'divider' as const }] : []),
    {
      key: '__save',
      icon: <SaveOutlined />,
      label: t('cockpit.views.save'),
      disabled: query === null,
      onClick: () => {
        form.resetFields();
        setSaving(true);
      },
    },
  ];

  async function save() {
    const { name } = await form.validateFields();
    const cleaned = cleanViewName(name);
    if (!cleaned || query === null) return;
    const outcome = await run(() => saveViewAsAdmin({ name: cleaned, page, query }), {
      success: t('cockpit.views.saved', { name: cleaned }),
      failure: t('cockpit.views.saveFailed'),
    });
    if (outcome.ok) setSaving(false);
  }

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']}>
        <Button icon={<StarOutlined />} data-testid={`saved-views-${page}`}>
          {t('cockpit.views.menu')}
        </Button>
      </Dropdown>
      <Modal
        open={saving}
        title={t('cockpit.views.saveTitle')}
        okText={t('cockpit.views.saveOk')}
        cancelText={t('common.cancel')}
        confirmLoading={busy}
        onOk={() => void save()}
        onCancel={() => setSaving(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={() => void save()}>
          <Form.Item
            name="name"
            label={t('cockpit.views.name')}
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  cleanViewName(value ?? '')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('cockpit.views.nameRequired', { max: savedViewNameMax }))),
              },
            ]}
          >
            <Input maxLength={savedViewNameMax} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  ExportOutlined,
  PictureOutlined,
  PlayCircleOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  Modal,
  Row,
  Skeleton,
  Space,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { advertisingFormRule } from '@/admin/lib/advertisingFormRule';
import { TrashConfirm } from '@/admin/components/TrashConfirm';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import {
  applyOrder,
  deleteMedia,
  setMediaActive,
  updateMediaText,
  useMediaLibrary,
  type MediaTextValues,
} from './api/mediaApi';
import { mediaTexts } from '@household/model';
import { useLanguage } from '@/i18n/useLanguage';
import { reorderPlan } from './mediaFiles';
import { type MediaItem } from './mediaModel';
import { safeUrl } from '@household/model';
import { MediaUploadDialog } from './MediaUploadDialog';
import { useUndoNotice } from '@/admin/lib/undo/useUndoNotice';
import { IconButton } from '@/admin/components/IconButton';

type EditValues = MediaTextValues;

/** The edit dialog's texts: each in English, then in Arabic (the office's order; `titleAr` is the Arabic title). */
const editTexts = [
  { key: 'title', label: 'media.edit.fieldTitle', max: 200, multiline: false },
  { key: 'description', label: 'media.edit.fieldDescription', max: 2000, multiline: true },
] as const;
const textLanguages = [
  { suffix: '', dir: 'ltr', lang: 'en' },
  { suffix: 'Ar', dir: 'rtl', lang: 'ar' },
] as const;
const mediaTextFields = editTexts.flatMap((text) =>
  textLanguages.map((language) => ({
    ...text,
    ...language,
    name: `${text.key}${language.suffix}` as const,
    label: `${text.label}${language.suffix}` as const,
    testId: `media-${text.key}-${language.lang}`,
  })),
);

function Preview({ item }: { item: MediaItem }) {
  const url = safeUrl(item.url);
  const thumbnail = safeUrl(item.thumbnailUrl);
  const box = {
    width: '100%',
    aspectRatio: '4 / 3',
    objectFit: 'cover' as const,
    display: 'block',
    background: 'rgba(0,0,0,0.06)',
  };
  if (item.type === 'video') {
    if (thumbnail) return <img src={thumbnail} alt="" loading="lazy" style={box} />;
    if (url) return <video src={url} preload="metadata" muted playsInline style={box} aria-hidden />;
    return (
      <div style={{ ...box, display: 'grid', placeItems: 'center' }}>
        <PlayCircleOutlined style={{ fontSize: 32 }} />
      </div>
    );
  }
  return url ? (
    <img src={url} alt="" loading="lazy" style={box} />
  ) : (
    <div style={{ ...box, display: 'grid', placeItems: 'center' }}>
      <PictureOutlined style={{ fontSize: 32 }} />
    </div>
  );
}

/** Admin media library: live grid ordered by displayOrder, upload, edit, show/hide, reorder, open, delete. */
export function MediaAdminPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { run: runAction, busy: anyBusy, isBusy, feedback } = useAdminAction();
  const offerUndo = useUndoNotice();
  const { status, data: items, error } = useMediaLibrary();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [form] = Form.useForm<EditValues>();

  useEffect(() => {
    if (status === 'error') {
      feedback.error(t('media.toast.fetchFailed'), error);
    }
  }, [status, error, feedback, t]);

  useEffect(() => {
    if (editing)
      form.setFieldsValue({
        title: editing.title,
        description: editing.description,
        titleAr: editing.titleAr,
        descriptionAr: editing.descriptionAr,
      });
  }, [editing, form]);

  async function run(id: string, action: () => Promise<void>, success: string, failure: string) {
    await runAction(action, { success, failure, key: id });
  }

  async function remove(item: MediaItem) {
    const outcome = await runAction(() => deleteMedia(item), {
      success: t('media.toast.deleted'),
      failure: t('media.toast.deleteFailed'),
      key: item.id,
    });
    if (outcome.ok) offerUndo('media', [item.id]);
  }

  async function saveEdit(values: EditValues) {
    if (!editing) return;
    const id = editing.id;
    const saved = await runAction(
      () =>
        updateMediaText(id, {
          title: values.title ?? '',
          description: values.description ?? '',
          titleAr: values.titleAr ?? '',
          descriptionAr: values.descriptionAr ?? '',
        }),
      {
        success: t('media.toast.updated'),
        failure: t('media.toast.updateFailed'),
        key: 'edit',
      },
    );
    if (saved.ok) setEditing(null);
  }

  const move = (index: number, direction: -1 | 1) => {
    const item = items[index];
    if (!item) return;
    void run(
      item.id,
      () => applyOrder(reorderPlan(items, index, direction)),
      t('media.toast.reordered'),
      t('media.toast.reorderFailed'),
    );
  };

  return (
    <Card
      title={
        <Space>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {t('media.title')}
          </Typography.Title>
          {status === 'success' && (
            <Typography.Text type="secondary">{t('media.count', { count: items.length })}</Typography.Text>
          )}
        </Space>
      }
      extra={
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploadOpen(true)}>
          {t('media.upload')}
        </Button>
      }
    >
      {status === 'error' && (
        <Alert type="error" showIcon title={t('media.toast.fetchFailed')} style={{ marginBlockEnd: 16 }} />
      )}
      {status === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      {status === 'success' && items.length === 0 && <Empty description={t('media.empty')} />}
      <Row gutter={[16, 16]}>
        {items.map((item, index) => {
          const url = safeUrl(item.url);
          const texts = mediaTexts(item, language);
          const title = texts.title || t('media.untitled');
          const missingLanguage = !item.title.trim() || !item.titleAr.trim();
          return (
            <Col key={item.id} xs={24} sm={12} md={8} lg={6}>
              <Card
                size="small"
                data-testid={`media-card-${item.id}`}
                cover={<Preview item={item} />}
                style={{ opacity: item.isActive ? 1 : 0.6, height: '100%' }}
                actions={[
                  <IconButton
                    key="up"
                    title={t('media.actions.moveUp')}
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0 || anyBusy}
                    onClick={() => move(index, -1)}
                  />,
                  <IconButton
                    key="down"
                    title={t('media.actions.moveDown')}
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === items.length - 1 || anyBusy}
                    onClick={() => move(index, 1)}
                  />,
                  <IconButton
                    key="edit"
                    title={t('media.actions.edit')}
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setEditing(item)}
                  />,
                  <IconButton
                    key="toggle"
                    title={t(item.isActive ? 'media.actions.hide' : 'media.actions.show')}
                    size="small"
                    icon={item.isActive ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                    loading={isBusy(item.id)}
                    onClick={() =>
                      void run(
                        item.id,
                        () => setMediaActive(item.id, !item.isActive),
                        t(item.isActive ? 'media.toast.hiddenDone' : 'media.toast.shown'),
                        t('media.toast.statusFailed'),
                      )
                    }
                  />,
                  <IconButton
                    key="open"
                    title={t('media.actions.open')}
                    size="small"
                    icon={<ExportOutlined />}
                    href={url ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                    disabled={!url}
                  />,
                  <TrashConfirm
                    key="delete"
                    title={t('media.deleteConfirm.title', { title })}
                    description={t('media.deleteConfirm.description')}
                    onConfirm={() => remove(item)}
                  >
                    <Tooltip title={t('media.actions.delete')}>
                      <Button
                        type="text"
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('media.actions.delete')}
                      />
                    </Tooltip>
                  </TrashConfirm>,
                ]}
              >
                <Card.Meta
                  title={<span data-testid="media-title">{title}</span>}
                  description={
                    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                      <Space size={4} wrap>
                        <Tag>{t(item.type === 'video' ? 'media.typeVideo' : 'media.typeImage')}</Tag>
                        <Tag color={item.isActive ? 'success' : 'default'}>
                          {t(item.isActive ? 'media.visible' : 'media.hidden')}
                        </Tag>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          #{item.displayOrder}
                        </Typography.Text>
                      </Space>
                      {missingLanguage && (
                        <Tag color="warning" data-testid="media-missing-language">
                          {t('media.missingLanguage')}
                        </Tag>
                      )}
                      {texts.description && (
                        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                          {texts.description}
                        </Typography.Paragraph>
                      )}
                    </Space>
                  }
                />
              </Card>
            </Col>
          );
        })}
      </Row>
      <Modal
        open={editing !== null}
        title={t('media.edit.title')}
        okText={t('media.edit.save')}
        cancelText={t('media.edit.cancel')}
        onOk={() => form.submit()}
        onCancel={() => !isBusy('edit') && setEditing(null)}
        confirmLoading={isBusy('edit')}
        forceRender
      >
        <Form<EditValues> form={form} layout="vertical" onFinish={(values) => void saveEdit(values)}>
          {mediaTextFields.map((field) => (
            <Form.Item
              key={field.name}
              label={t(field.label)}
              name={field.name}
              rules={[{ max: field.max }, advertisingFormRule(t)]}
            >
              {field.multiline ? (
                <Input.TextArea
                  rows={3}
                  maxLength={field.max}
                  dir={field.dir}
                  lang={field.lang}
                  data-testid={field.testId}
                />
              ) : (
                <Input maxLength={field.max} dir={field.dir} lang={field.lang} data-testid={field.testId} />
              )}
            </Form.Item>
          ))}
        </Form>
      </Modal>
      <MediaUploadDialog open={uploadOpen} onClose={() => setUploadOpen(false)} />
    </Card>
  );
}

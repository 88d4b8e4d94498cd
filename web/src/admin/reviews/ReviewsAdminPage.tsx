import { CheckOutlined, DeleteOutlined, EditOutlined, EyeInvisibleOutlined, PlusOutlined } from '@ant-design/icons';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import {
  Alert,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Rate,
  Segmented,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { advertisingFormRule } from '@/admin/lib/advertisingFormRule';
import { createReview, deleteReview, setReviewApproved, updateReview, useAdminReviews } from './api/reviewsAdminApi';
import { reviewServiceTypes, validateReview, type AdminReview, type ReviewInput } from './reviewModel';
import { formatDate } from '@/lib/dates';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { useUndoNotice } from '@/admin/lib/undo/useUndoNotice';
import { toLanguage } from '@household/model';
import { TrashConfirm } from '@/admin/components/TrashConfirm';

type Editing = { mode: 'add' } | { mode: 'edit'; review: AdminReview } | null;

/** Admin reviews: live table to approve, hide, edit, add and delete customer reviews. */
export function ReviewsAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const { run, isBusy, feedback } = useAdminAction();
  const offerUndo = useUndoNotice();
  const { status, data: reviews } = useAdminReviews();
  const [filter, setFilter] = useState<'all' | 'approved' | 'hidden'>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<ReviewInput>();
  const language = toLanguage(i18n.resolvedLanguage);

  const approvedCount = reviews.filter((review) => review.approved).length;
  const visible = useMemo(
    () => reviews.filter((review) => filter === 'all' || (filter === 'approved') === review.approved),
    [reviews, filter],
  );

  function serviceLabel(type: string) {
    return (reviewServiceTypes as readonly string[]).includes(type) ? t(`common.serviceTypes.${type}`) : type;
  }

  async function toggleApproved(review: AdminReview) {
    await run(() => setReviewApproved(review.id, !review.approved), {
      success: t(review.approved ? 'reviews.hiddenToast' : 'reviews.approvedToast'),
      failure: t('reviews.statusFailed'),
      key: review.id,
    });
  }

  async function remove(review: AdminReview) {
    const outcome = await run(() => deleteReview(review.id), {
      success: t('reviews.deleted'),
      failure: t('reviews.deleteFailed'),
      key: review.id,
    });
    if (outcome.ok) offerUndo('reviews', [review.id]);
  }

  function openEditor(next: Editing) {
    setEditing(next);
    form.setFieldsValue(
      next?.mode === 'edit'
        ? { ...next.review }
        : { customerName: '', serviceType: 'Maid', rating: 5, commentEn: '', commentAr: '', approved: false },
    );
  }

  async function submit(values: ReviewInput) {
    const result = validateReview({ ...values, commentEn: values.commentEn ?? '', commentAr: values.commentAr ?? '' });
    if (!result.ok) {
      feedback.error(t(`reviews.validation.${result.problems[0]}`));
      return;
    }
    const editingId = editing?.mode === 'edit' ? editing.review.id : null;
    const saved = await run(() => (editingId ? updateReview(editingId, result.value) : createReview(result.value)), {
      success: t(editingId ? 'reviews.updated' : 'reviews.created'),
      failure: t('reviews.updateFailed'),
      key: 'editor',
    });
    if (saved.ok) setEditing(null);
  }

  const columns: ColumnsType<AdminReview> = [
    {
      title: t('reviews.columns.customerName'),
      dataIndex: 'customerName',
      render: (_value, review) => (
        <Flex vertical>
          <Typography.Text strong>{review.customerName}</Typography.Text>
          <Typography.Text type="secondary">{serviceLabel(review.serviceType)}</Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('reviews.columns.rating'),
      dataIndex: 'rating',
      width: 150,
      render: (value: number) => <Rate disabled value={value} style={{ fontSize: 14 }} aria-label={`${value}/5`} />,
    },
    {
      title: t('reviews.columns.comment'),
      key: 'comment',
      render: (_value, review) => (
        <Flex vertical gap={4} style={{ maxWidth: 420 }}>
          {review.commentEn && (
            <Typography.Paragraph
              ellipsis={{ rows: 2, expandable: true, symbol: '…' }}
              style={{ margin: 0 }}
              lang="en"
              dir="ltr"
            >
              {review.commentEn}
            </Typography.Paragraph>
          )}
          {review.commentAr && (
            <Typography.Paragraph ellipsis={{ rows: 2 }} type="secondary" style={{ margin: 0 }} lang="ar" dir="rtl">
              {review.commentAr}
            </Typography.Paragraph>
          )}
        </Flex>
      ),
    },
    {
      title: t('reviews.columns.created'),
      dataIndex: 'createdAt',
      responsive: ['lg'],
      width: 130,
      render: (value: Date | null) => formatDate(value, language),
    },
    {
      title: t('reviews.columns.status'),
      dataIndex: 'approved',
      width: 110,
      render: (approved: boolean) => (
        <Tag color={approved ? 'green' : 'default'}>{approved ? t('reviews.approved') : t('reviews.hidden')}</Tag>
      ),
    },
    {
      title: t('reviews.columns.actions'),
      key: 'actions',
      width: 200,
      render: (_value, review) => (
        <Space size={4} wrap>
          <Button
            size="small"
            type={review.approved ? 'default' : 'primary'}
            icon={review.approved ? <EyeInvisibleOutlined /> : <CheckOutlined />}
            onClick={() => void toggleApproved(review)}
          >
            {review.approved ? t('reviews.hide') : t('reviews.approve')}
          </Button>
          <Tooltip title={t('reviews.edit')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('reviews.edit')}
              onClick={() => openEditor({ mode: 'edit', review })}
            />
          </Tooltip>
          <TrashConfirm title={t('reviews.confirmDelete')} onConfirm={() => remove(review)}>
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('reviews.delete')} />
          </TrashConfirm>
        </Space>
      ),
    },
  ];

  return (
    <div>
      <AdminPageHeader
        title={t('reviews.title')}
        subtitle={t('reviews.summary', { approved: approvedCount, hidden: reviews.length - approvedCount })}
      >
        <Space wrap>
          <Segmented
            aria-label={t('common.filterLabel')}
            value={filter}
            onChange={(value) => setFilter(value as typeof filter)}
            options={[
              { value: 'all', label: t('reviews.all') },
              { value: 'approved', label: t('reviews.approved') },
              { value: 'hidden', label: t('reviews.hidden') },
            ]}
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openEditor({ mode: 'add' })}>
            {t('reviews.add')}
          </Button>
        </Space>
      </AdminPageHeader>
      {status === 'error' && (
        <Alert type="error" showIcon title={t('reviews.fetchFailed')} style={{ marginBlockEnd: 16 }} />
      )}
      <Table<AdminReview>
        rowKey="id"
        columns={columns}
        dataSource={visible}
        loading={status === 'loading'}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: t('reviews.empty') }}
        onRow={(review) => ({ 'data-testid': `review-row-${review.id}` }) as HTMLAttributes<HTMLElement>}
        scroll={{ x: 'max-content' }}
      />
      <Modal
        open={editing !== null}
        title={editing?.mode === 'edit' ? t('reviews.editTitle') : t('reviews.addTitle')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={isBusy('editor')}
        forceRender
      >
        <Form<ReviewInput>
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          requiredMark="optional"
        >
          <Form.Item
            name="customerName"
            label={t('reviews.form.customerName')}
            rules={[{ required: true, whitespace: true, max: 100, message: t('reviews.validation.nameRequired') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item
              name="serviceType"
              label={t('reviews.form.serviceType')}
              rules={[{ required: true, message: t('reviews.validation.serviceRequired') }]}
              style={{ flex: 1, minWidth: 180 }}
            >
              <Select
                options={reviewServiceTypes.map((type) => ({ value: type, label: t(`common.serviceTypes.${type}`) }))}
              />
            </Form.Item>
            <Form.Item
              name="rating"
              label={t('reviews.form.rating')}
              rules={[
                { required: true, type: 'integer', min: 1, max: 5, message: t('reviews.validation.ratingRange') },
              ]}
            >
              <InputNumber min={1} max={5} step={1} precision={0} style={{ width: 120 }} />
            </Form.Item>
          </Flex>
          <Form.Item name="commentEn" label={t('reviews.form.commentEn')} rules={[advertisingFormRule(t)]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} dir="ltr" lang="en" />
          </Form.Item>
          <Form.Item name="commentAr" label={t('reviews.form.commentAr')} rules={[advertisingFormRule(t)]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} dir="rtl" lang="ar" />
          </Form.Item>
          <Form.Item name="approved" label={t('reviews.form.approved')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

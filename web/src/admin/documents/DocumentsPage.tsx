import {
  CopyOutlined,
  DeleteOutlined,
  EyeOutlined,
  FolderOutlined,
  InboxOutlined,
  ReloadOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Popconfirm,
  Progress,
  Result,
  Select,
  Space,
  Statistic,
  Table,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countries, countryByCode, countryName } from '@/lib/countries';
import { useLanguage } from '@/i18n/useLanguage';
import {
  archiveDocument,
  deleteDocument,
  documentUrl,
  isSignedIn,
  listFolderPage,
  objectExists,
  uploadDocument,
  type StoredDocument,
} from './api/documentsApi';
import {
  advanceCursor,
  documentPath,
  foldersFor,
  formatBytes,
  listPageSize,
  partitionPdfs,
  totalSize,
  type DocumentFolder,
  type FolderFilter,
  type ListCursor,
} from './documentPaths';
import { formatDate } from '@/lib/dates';
import { AdminFileInput } from '@/admin/components/AdminFileInput';
import { failureReasonKey } from '@/admin/lib/feedback';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { useUploadSlots } from '@/admin/lib/useUploadSlot';
import { IconButton } from '@/admin/components/IconButton';

/** A failed listing keeps the translation key of its reason (never the SDK's English text). */
type ListState =
  | { state: 'loading' }
  | { state: 'error'; reasonKey: string | null }
  | { state: 'ready'; items: StoredDocument[]; cursor: ListCursor | null; loadingMore: boolean };

/** Admin storage page: the PDF document manager, with the real total size of the listed files. */
export function DocumentsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { run, isBusy, feedback } = useAdminAction();
  const uploads = useUploadSlots();
  const [filter, setFilter] = useState<FolderFilter>('all');
  const [uploadFolder, setUploadFolder] = useState<DocumentFolder | undefined>();
  const [list, setList] = useState<ListState>({ state: 'loading' });
  const [reloadKey, setReloadKey] = useState(0);
  const signedIn = isSignedIn();

  /** Loads pages from `cursor` until about one page (100) of items is gathered or the folders run out. */
  const loadFrom = useCallback(
    async (
      folders: readonly DocumentFolder[],
      start: ListCursor,
    ): Promise<{ items: StoredDocument[]; cursor: ListCursor | null }> => {
      const items: StoredDocument[] = [];
      let cursor: ListCursor | null = start;
      while (cursor && items.length < listPageSize) {
        const folder = folders[cursor.folderIndex];
        if (!folder) break;
        const page = await listFolderPage(folder, cursor.pageToken);
        items.push(...page.items);
        cursor = advanceCursor(cursor, page.nextPageToken, folders.length);
      }
      return { items, cursor };
    },
    [],
  );

  useEffect(() => {
    if (!signedIn) {
      feedback.warning(t('documents.toast.notAuthenticated'));
      return;
    }
    let cancelled = false;
    setList({ state: 'loading' });
    loadFrom(foldersFor(filter), { folderIndex: 0, pageToken: undefined })
      .then(({ items, cursor }) => {
        if (!cancelled) setList({ state: 'ready', items, cursor, loadingMore: false });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        setList({ state: 'error', reasonKey: failureReasonKey(error) });
        feedback.error(t('documents.toast.listError'), error);
      });
    return () => {
      cancelled = true;
    };
  }, [filter, reloadKey, signedIn, loadFrom, feedback, t]);

  async function loadMore() {
    if (list.state !== 'ready' || !list.cursor) return;
    const current = list;
    setList({ ...current, loadingMore: true });
    try {
      const { items, cursor } = await loadFrom(foldersFor(filter), current.cursor!);
      setList({ state: 'ready', items: [...current.items, ...items], cursor, loadingMore: false });
    } catch (error) {
      setList({ ...current, loadingMore: false });
      feedback.error(t('documents.toast.listError'), error);
    }
  }

  /** The picker opens only once an upload folder is chosen. */
  function canPick(): boolean {
    if (!uploadFolder) feedback.warning(t('documents.toast.selectCountry'));
    return uploadFolder !== undefined;
  }

  async function upload(files: File[]) {
    if (!canPick() || !uploadFolder) return;
    const folder = uploadFolder;
    const { pdfs, notPdf, tooLarge, duplicates } = partitionPdfs(files);
    const existing: File[] = [...duplicates];
    let uploaded = 0;
    for (const file of pdfs) {
      const outcome = await run(
        async () => {
          // Never overwrite: check first, skip what exists.
          if (await objectExists(documentPath(folder, file.name))) return 'exists' as const;
          await uploads.upload(file.name, (chosen, onProgress) => uploadDocument(folder, chosen, onProgress), { file });
          return 'uploaded' as const;
        },
        { failure: t('documents.toast.uploadError', { file: file.name }) },
      );
      uploads.clear(file.name);
      if (outcome.ok && outcome.value === 'exists') existing.push(file);
      if (outcome.ok && outcome.value === 'uploaded') uploaded += 1;
    }
    const skipped = [
      notPdf.length > 0
        ? t('documents.toast.skippedNotPdf', { files: notPdf.map((file) => file.name).join(', ') })
        : null,
      tooLarge.length > 0
        ? t('documents.toast.skippedTooLarge', { files: tooLarge.map((file) => file.name).join(', ') })
        : null,
      existing.length > 0
        ? t('documents.toast.skippedExisting', { files: existing.map((file) => file.name).join(', ') })
        : null,
    ].filter((part): part is string => part !== null);
    if (skipped.length > 0) feedback.warning(t('documents.toast.skipped', { files: skipped.join('; ') }));
    if (uploaded > 0) {
      feedback.success(t('documents.toast.uploaded', { count: uploaded }));
      setReloadKey((key) => key + 1);
    }
  }

  async function view(item: StoredDocument) {
    // Open the tab synchronously (popup blockers), then point it at the URL.
    const tab = window.open('', '_blank');
    try {
      const url = await documentUrl(item.path);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener');
      }
    } catch (error) {
      tab?.close();
      feedback.error(t('documents.toast.viewError'), error);
    }
  }

  async function copyUrl(item: StoredDocument) {
    await run(
      async () => {
        const url = await documentUrl(item.path);
        await navigator.clipboard.writeText(url);
      },
      { success: t('documents.toast.copied'), failure: t('documents.toast.copyError') },
    );
  }

  async function act(item: StoredDocument, action: 'archive' | 'delete') {
    const done = await run(
      async () => void (action === 'archive' ? await archiveDocument(item) : await deleteDocument(item.path)),
      {
        success: t(action === 'archive' ? 'documents.toast.archived' : 'documents.toast.deleted'),
        failure: t(action === 'archive' ? 'documents.toast.archiveError' : 'documents.toast.deleteError'),
        key: item.path,
      },
    );
    if (done.ok) {
      setList((current) =>
        current.state === 'ready'
          ? { ...current, items: current.items.filter((entry) => entry.path !== item.path) }
          : current,
      );
    }
  }

  const folderLabel = (folder: DocumentFolder) => {
    if (folder === 'unassigned') return t('documents.unassigned');
    const country = countryByCode(folder);
    return country ? countryName(country, language) : folder;
  };
  const folderOptions = [
    ...countries.map((country) => ({ value: country.code as DocumentFolder, label: folderLabel(country.code) })),
    { value: 'unassigned' as DocumentFolder, label: t('documents.unassigned') },
  ];

  const columns: ColumnsType<StoredDocument> = [
    {
      title: t('documents.columns.name'),
      dataIndex: 'name',
      key: 'name',
      render: (name: string) => <Typography.Text>{name}</Typography.Text>,
    },
    {
      title: t('documents.columns.country'),
      dataIndex: 'folder',
      key: 'folder',
      render: (folder: DocumentFolder) => folderLabel(folder),
    },
    { title: t('documents.columns.size'), dataIndex: 'size', key: 'size', render: (size: number) => formatBytes(size) },
    {
      title: t('documents.columns.updated'),
      dataIndex: 'updated',
      key: 'updated',
      render: (updated: Date | null) => formatDate(updated, language, 'dateTime'),
    },
    {
      title: t('documents.columns.actions'),
      key: 'actions',
      render: (_value, item) => (
        <Space size={0}>
          <IconButton
            title={t('documents.actions.view')}
            ariaLabel={`${t('documents.actions.view')} ${item.name}`}
            icon={<EyeOutlined />}
            onClick={() => void view(item)}
          />
          <IconButton
            title={t('documents.actions.copyUrl')}
            ariaLabel={`${t('documents.actions.copyUrl')} ${item.name}`}
            icon={<CopyOutlined />}
            onClick={() => void copyUrl(item)}
          />
          <Popconfirm
            title={t('documents.archiveConfirm.title', { name: item.name })}
            description={t('documents.archiveConfirm.description')}
            okText={t('documents.archiveConfirm.ok')}
            cancelText={t('documents.archiveConfirm.cancel')}
            onConfirm={() => act(item, 'archive')}
          >
            <Tooltip title={t('documents.actions.archive')}>
              <Button
                type="text"
                icon={<InboxOutlined />}
                aria-label={`${t('documents.actions.archive')} ${item.name}`}
                loading={isBusy(item.path)}
              />
            </Tooltip>
          </Popconfirm>
          <Popconfirm
            title={t('documents.deleteConfirm.title', { name: item.name })}
            description={t('documents.deleteConfirm.description')}
            okText={t('documents.deleteConfirm.ok')}
            cancelText={t('documents.deleteConfirm.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => act(item, 'delete')}
          >
            <Tooltip title={t('documents.actions.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('documents.actions.delete')} ${item.name}`}
                disabled={isBusy(item.path)}
              />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const items = list.state === 'ready' ? list.items : [];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        {t('documents.title')}
      </Typography.Title>
      {!signedIn && <Alert type="warning" showIcon title={t('documents.toast.notAuthenticated')} />}
      <Card size="small">
        <Statistic
          title={t('documents.usageTitle')}
          value={
            list.state === 'ready'
              ? t('documents.usage', { count: items.length, size: formatBytes(totalSize(items)) })
              : '—'
          }
          prefix={<FolderOutlined />}
          data-testid="documents-usage"
        />
        <Typography.Text type="secondary">{t('documents.usageNote')}</Typography.Text>
      </Card>
      <Card size="small">
        <Space wrap>
          <Select<FolderFilter>
            aria-label={t('documents.country')}
            value={filter}
            onChange={setFilter}
            options={[{ value: 'all' as FolderFilter, label: t('documents.all') }, ...folderOptions]}
            style={{ width: 200 }}
          />
          <Button icon={<ReloadOutlined />} onClick={() => setReloadKey((key) => key + 1)}>
            {t('documents.refresh')}
          </Button>
          <Select<DocumentFolder>
            aria-label={t('documents.uploadCountry')}
            placeholder={t('documents.selectCountry')}
            value={uploadFolder}
            onChange={setUploadFolder}
            options={folderOptions}
            allowClear
            style={{ width: 200 }}
          />
          <AdminFileInput
            testId="documents-file-input"
            type="primary"
            icon={<UploadOutlined />}
            multiple
            accept=".pdf,application/pdf"
            beforePick={canPick}
            disabled={!signedIn || uploads.uploading}
            onFiles={(files) => void upload(files)}
          >
            {t('documents.upload')}
          </AdminFileInput>
        </Space>
        {uploads.keys.map((name) => {
          const progress = uploads.slot(name).progress;
          return progress === null ? null : (
            <div key={name}>
              <Typography.Text>{t('documents.uploading', { file: name })}</Typography.Text>
              <Progress percent={progress} size="small" aria-label={name} />
            </div>
          );
        })}
      </Card>
      {list.state === 'error' ? (
        <Result
          status="warning"
          title={t('documents.errorTitle')}
          subTitle={
            list.reasonKey ? `${t('documents.toast.listError')}. ${t(list.reasonKey)}` : t('documents.toast.listError')
          }
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => setReloadKey((key) => key + 1)}>
              {t('documents.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <Table<StoredDocument>
            rowKey="path"
            columns={columns}
            dataSource={items}
            loading={list.state === 'loading'}
            pagination={false}
            locale={{ emptyText: t('documents.empty') }}
            scroll={{ x: 800 }}
            size="middle"
          />
          {list.state === 'ready' && list.cursor && (
            <Button onClick={() => void loadMore()} loading={list.loadingMore}>
              {t('documents.loadMore')}
            </Button>
          )}
        </>
      )}
    </Space>
  );
}

import { CopyOutlined, DeleteOutlined, EyeOutlined, FolderOutlined, InboxOutlined, ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Popconfirm, Progress, Result, Select, Space, Statistic, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useRef, useState } from 'react';
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
import { storageErrorMessage } from '@/lib/storageErrors';
import { dateFormatter } from '@/lib/dates';

type ListState =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; items: StoredDocument[]; cursor: ListCursor | null; loadingMore: boolean };

interface UploadProgress {
  name: string;
  percent: number;
}

/** Admin storage page: the PDF document manager (SPEC section 2), with the real total size of the listed files. */
export function DocumentsPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<FolderFilter>('all');
  const [uploadFolder, setUploadFolder] = useState<DocumentFolder | undefined>();
  const [list, setList] = useState<ListState>({ state: 'loading' });
  const [uploads, setUploads] = useState<UploadProgress[]>([]);
  const [busyPath, setBusyPath] = useState<string | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const signedIn = isSignedIn();

  /** Loads pages from `cursor` until about one page (100) of items is gathered or the folders run out. */
  const loadFrom = useCallback(
    async (folders: readonly DocumentFolder[], start: ListCursor): Promise<{ items: StoredDocument[]; cursor: ListCursor | null }> => {
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
      message.warning(t('documents.toast.notAuthenticated'));
      return;
    }
    let cancelled = false;
    setList({ state: 'loading' });
    loadFrom(foldersFor(filter), { folderIndex: 0, pageToken: undefined })
      .then(({ items, cursor }) => {
        if (!cancelled) setList({ state: 'ready', items, cursor, loadingMore: false });
      })
      .catch((error: unknown) => {
        console.error('Failed to list documents', error);
        if (cancelled) return;
        const text = storageErrorMessage(error);
        setList({ state: 'error', message: text });
        message.error(t('documents.toast.listError', { message: text }));
      });
    return () => {
      cancelled = true;
    };
  }, [filter, reloadKey, signedIn, loadFrom, message, t]);

  async function loadMore() {
    if (list.state !== 'ready' || !list.cursor) return;
    const current = list;
    setList({ ...current, loadingMore: true });
    try {
      const { items, cursor } = await loadFrom(foldersFor(filter), current.cursor!);
      setList({ state: 'ready', items: [...current.items, ...items], cursor, loadingMore: false });
    } catch (error) {
      console.error('Failed to list documents', error);
      setList({ ...current, loadingMore: false });
      message.error(t('documents.toast.listError', { message: storageErrorMessage(error) }));
    }
  }

  function pickFiles() {
    if (!uploadFolder) {
      message.warning(t('documents.toast.selectCountry'));
      return;
    }
    inputRef.current?.click();
  }

  async function upload(files: File[]) {
    if (!uploadFolder) {
      message.warning(t('documents.toast.selectCountry'));
      return;
    }
    const folder = uploadFolder;
    const { pdfs, notPdf, tooLarge, duplicates } = partitionPdfs(files);
    const existing: File[] = [...duplicates];
    let uploaded = 0;
    for (const file of pdfs) {
      try {
        // Never overwrite: check first, skip what exists.
        if (await objectExists(documentPath(folder, file.name))) {
          existing.push(file);
          continue;
        }
        setUploads((current) => [...current, { name: file.name, percent: 0 }]);
        await uploadDocument(folder, file, (percent) =>
          setUploads((current) => current.map((entry) => (entry.name === file.name ? { ...entry, percent } : entry))),
        );
        uploaded += 1;
      } catch (error) {
        console.error('Failed to upload document', file.name, error);
        message.error(t('documents.toast.uploadError', { file: file.name, message: storageErrorMessage(error) }));
      } finally {
        setUploads((current) => current.filter((entry) => entry.name !== file.name));
      }
    }
    const skipped = [
      notPdf.length > 0 ? t('documents.toast.skippedNotPdf', { files: notPdf.map((file) => file.name).join(', ') }) : null,
      tooLarge.length > 0 ? t('documents.toast.skippedTooLarge', { files: tooLarge.map((file) => file.name).join(', ') }) : null,
      existing.length > 0 ? t('documents.toast.skippedExisting', { files: existing.map((file) => file.name).join(', ') }) : null,
    ].filter((part): part is string => part !== null);
    if (skipped.length > 0) message.warning(t('documents.toast.skipped', { files: skipped.join('; ') }), 8);
    if (uploaded > 0) {
      message.success(t('documents.toast.uploaded', { count: uploaded }));
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
      message.error(t('documents.toast.viewError', { message: storageErrorMessage(error) }));
    }
  }

  async function copyUrl(item: StoredDocument) {
    try {
      const url = await documentUrl(item.path);
      await navigator.clipboard.writeText(url);
      message.success(t('documents.toast.copied'));
    } catch (error) {
      console.error('Failed to copy the URL', error);
      message.error(t('documents.toast.copyError'));
    }
  }

  async function act(item: StoredDocument, action: 'archive' | 'delete') {
    setBusyPath(item.path);
    try {
      if (action === 'archive') await archiveDocument(item);
      else await deleteDocument(item.path);
      message.success(t(action === 'archive' ? 'documents.toast.archived' : 'documents.toast.deleted'));
      setList((current) => (current.state === 'ready' ? { ...current, items: current.items.filter((entry) => entry.path !== item.path) } : current));
    } catch (error) {
      console.error(`Failed to ${action} document`, error);
      message.error(t(action === 'archive' ? 'documents.toast.archiveError' : 'documents.toast.deleteError', { message: storageErrorMessage(error) }));
    } finally {
      setBusyPath(null);
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
  const dateFormat = dateFormatter(language, 'dateTime');

  const columns: ColumnsType<StoredDocument> = [
    { title: t('documents.columns.name'), dataIndex: 'name', key: 'name', render: (name: string) => <Typography.Text>{name}</Typography.Text> },
    { title: t('documents.columns.country'), dataIndex: 'folder', key: 'folder', render: (folder: DocumentFolder) => folderLabel(folder) },
    { title: t('documents.columns.size'), dataIndex: 'size', key: 'size', render: (size: number) => formatBytes(size) },
    {
      title: t('documents.columns.updated'),
      dataIndex: 'updated',
      key: 'updated',
      render: (updated: Date | null) => (updated ? dateFormat.format(updated) : '—'),
    },
    {
      title: t('documents.columns.actions'),
      key: 'actions',
      render: (_value, item) => (
        <Space size={0}>
          <Tooltip title={t('documents.actions.view')}>
            <Button type="text" icon={<EyeOutlined />} aria-label={`${t('documents.actions.view')} ${item.name}`} onClick={() => void view(item)} />
          </Tooltip>
          <Tooltip title={t('documents.actions.copyUrl')}>
            <Button type="text" icon={<CopyOutlined />} aria-label={`${t('documents.actions.copyUrl')} ${item.name}`} onClick={() => void copyUrl(item)} />
          </Tooltip>
          <Popconfirm
            title={t('documents.archiveConfirm.title', { name: item.name })}
            description={t('documents.archiveConfirm.description')}
            okText={t('documents.archiveConfirm.ok')}
            cancelText={t('documents.archiveConfirm.cancel')}
            onConfirm={() => act(item, 'archive')}
          >
            <Tooltip title={t('documents.actions.archive')}>
              <Button type="text" icon={<InboxOutlined />} aria-label={`${t('documents.actions.archive')} ${item.name}`} loading={busyPath === item.path} />
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
                disabled={busyPath === item.path}
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
          value={list.state === 'ready' ? t('documents.usage', { count: items.length, size: formatBytes(totalSize(items)) }) : '—'}
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
          <Button type="primary" icon={<UploadOutlined />} onClick={pickFiles} disabled={!signedIn || uploads.length > 0}>
            {t('documents.upload')}
          </Button>
          <input
            ref={inputRef}
            type="file"
            multiple
            accept=".pdf,application/pdf"
            aria-hidden
            tabIndex={-1}
            data-testid="documents-file-input"
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', pointerEvents: 'none' }}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void upload(files);
            }}
          />
        </Space>
        {uploads.map((entry) => (
          <div key={entry.name}>
            <Typography.Text>{t('documents.uploading', { file: entry.name })}</Typography.Text>
            <Progress percent={entry.percent} size="small" aria-label={entry.name} />
          </div>
        ))}
      </Card>
      {list.state === 'error' ? (
        <Result
          status="warning"
          title={t('documents.errorTitle')}
          subTitle={t('documents.toast.listError', { message: list.message })}
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

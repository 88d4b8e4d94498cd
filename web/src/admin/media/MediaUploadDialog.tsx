import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, Progress, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFileInput } from '@/admin/components/AdminFileInput';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import { uploadMediaFile } from './api/mediaApi';
import { checkMediaFile, formatSize, mediaAccept } from './mediaFiles';
import type { MediaType } from './mediaModel';
import { probeVideoPlayback, type VideoPlayback } from './videoPlayback';

interface QueuedFile {
  key: string;
  file: File;
  type: MediaType;
  contentType: string;
  state: 'pending' | 'uploading' | 'done' | 'failed';
  progress: number;
  /** Videos: whether this browser can play the file (asked on choice; a warning when it cannot). */
  playback?: VideoPlayback;
}

/** Several images/videos at once: each checked on choice (type and size), then uploaded with its own progress bar. */
export function MediaUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);

  function choose(files: readonly File[]) {
    const accepted: QueuedFile[] = [];
    const refused: string[] = [];
    for (const file of files) {
      const check = checkMediaFile(file);
      if (check.ok) {
        accepted.push({
          key: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`,
          file,
          type: check.type,
          contentType: check.contentType,
          state: 'pending',
          progress: 0,
        });
      } else {
        const key = {
          type: 'media.rejectedType',
          videoFormat: 'media.rejectedVideoFormat',
          imageSize: 'media.rejectedImageSize',
          videoSize: 'media.rejectedVideoSize',
        }[check.reason];
        refused.push(t(key, { file: file.name }));
      }
    }
    setRejected(refused);
    if (refused.length > 0) feedback.error(t('media.rejectedTitle'), undefined, refused.join('\n'));
    setQueue((current) => [...current.filter((item) => item.state !== 'done'), ...accepted]);
    for (const item of accepted) {
      if (item.type === 'video') void probeVideoPlayback(item.file).then((playback) => patch(item.key, { playback }));
    }
  }

  const patch = (key: string, change: Partial<QueuedFile>) =>
    setQueue((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function start() {
    setUploading(true);
    let done = 0;
    let failed = 0;
    // One at a time: each new document takes the current max displayOrder + 1.
    for (const item of queue.filter((entry) => entry.state === 'pending' || entry.state === 'failed')) {
      patch(item.key, { state: 'uploading', progress: 0 });
      try {
        await uploadMediaFile(item.file, item.type, item.contentType, (progress) => patch(item.key, { progress }));
        patch(item.key, { state: 'done', progress: 100 });
        done += 1;
      } catch (error) {
        console.error('Failed to upload files', item.file.name, error);
        patch(item.key, { state: 'failed' });
        failed += 1;
      }
    }
    setUploading(false);
    if (done > 0) feedback.success(t('media.toast.uploaded', { count: done }));
    if (failed > 0) feedback.error(t('media.toast.uploadFailed'));
  }

  function close() {
    if (uploading) return;
    setQueue([]);
    setRejected([]);
    onClose();
  }

  const waiting = queue.some((item) => item.state === 'pending' || item.state === 'failed');

  return (
    <Modal
      open={open}
      title={t('media.uploadTitle')}
      onCancel={close}
      mask={{ closable: false }}
      footer={[
        <Button key="close" onClick={close} disabled={uploading}>
          {t('media.close')}
        </Button>,
        <Button
          key="upload"
          type="primary"
          icon={<UploadOutlined />}
          onClick={() => void start()}
          disabled={!waiting}
          loading={uploading}
        >
          {t('media.startUpload')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <AdminFileInput
          testId="media-file-input"
          multiple
          accept={mediaAccept}
          icon={<UploadOutlined />}
          disabled={uploading}
          onFiles={choose}
        >
          {t('media.chooseFiles')}
        </AdminFileInput>
        <Typography.Text type="secondary">{t('media.uploadHint')}</Typography.Text>
        {rejected.length > 0 && (
          <Alert
            type="error"
            showIcon
            title={t('media.rejectedTitle')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {rejected.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            }
          />
        )}
        {queue.length > 0 && (
          <List
            size="small"
            dataSource={queue}
            renderItem={(item) => (
              <List.Item
                actions={[
                  <Button
                    key="remove"
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('media.removeFile', { file: item.file.name })}
                    disabled={uploading || item.state === 'uploading'}
                    onClick={() => setQueue((current) => current.filter((entry) => entry.key !== item.key))}
                  />,
                ]}
              >
                <div style={{ width: '100%' }}>
                  <Space wrap>
                    <Typography.Text>{item.file.name}</Typography.Text>
                    <Tag>{t(item.type === 'video' ? 'media.typeVideo' : 'media.typeImage')}</Tag>
                    <Typography.Text type="secondary">{formatSize(item.file.size)}</Typography.Text>
                    <Tag color={item.state === 'done' ? 'success' : item.state === 'failed' ? 'error' : 'default'}>
                      {t(
                        item.state === 'done'
                          ? 'media.done'
                          : item.state === 'failed'
                            ? 'media.failed'
                            : 'media.pending',
                      )}
                    </Tag>
                  </Space>
                  {item.playback === 'cannotPlay' && (
                    <Alert
                      type="warning"
                      showIcon
                      title={t('mediaVideoCheck.cannotPlay')}
                      data-testid="media-cannot-play"
                    />
                  )}
                  {(item.state === 'uploading' || item.state === 'done') && (
                    <Progress percent={item.progress} size="small" aria-label={item.file.name} />
                  )}
                </div>
              </List.Item>
            )}
          />
        )}
      </Space>
    </Modal>
  );
}

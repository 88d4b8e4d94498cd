import { CheckCircleTwoTone, SaveOutlined } from '@ant-design/icons';
import { Alert, App, Badge, Button, Card, Col, Empty, Flex, Input, Row, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/i18n/language';
import { contentSections, type ContentItem, type ContentSection } from '@/lib/content/contentText';
import { saveContentField, saveContentItems, useAllContent } from './api/contentAdminApi';
import { draftKey, humanizeFieldKey, itemsOfSection, pendingChanges, withoutDrafts, type Drafts, type DraftKey } from './contentEditing';

const languages: readonly Language[] = ['en', 'ar'];

/**
 * Admin content: a tab per section, English and Arabic text per item. A field is saved when it
 * loses focus (only if changed); Save All saves every pending edit. A failed save keeps the text.
 */
export function ContentAdminPage() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const { status, items } = useAllContent();
  const [section, setSection] = useState<ContentSection>('home');
  const [drafts, setDrafts] = useState<Drafts>({});
  const [savingAll, setSavingAll] = useState(false);
  const [justSaved, setJustSaved] = useState<ReadonlySet<DraftKey>>(new Set());

  const pending = pendingChanges(items, drafts);
  const pendingBySection = new Map<ContentSection, number>();
  for (const change of pending) pendingBySection.set(change.item.section, (pendingBySection.get(change.item.section) ?? 0) + 1);

  function edit(key: DraftKey, value: string) {
    setDrafts((current) => ({ ...current, [key]: value }));
    setJustSaved((current) => {
      if (!current.has(key)) return current;
      const next = new Set(current);
      next.delete(key);
      return next;
    });
  }

  async function saveField(item: ContentItem, language: Language) {
    const key = draftKey(item.id, language);
    const text = drafts[key];
    if (text === undefined) return;
    if (text === item[language]) {
      setDrafts((current) => withoutDrafts(current, [key]));
      return;
    }
    try {
      await saveContentField(item.id, language, text);
      // Drop the draft only if it was not edited again while saving.
      setDrafts((current) => (current[key] === text ? withoutDrafts(current, [key]) : current));
      setJustSaved((current) => new Set(current).add(key));
      message.success(t('content.updated'));
    } catch (error) {
      console.error('Failed to update content', error);
      message.error(t('content.updateFailed'));
    }
  }

  async function saveAll() {
    const changes = pendingChanges(items, drafts);
    if (changes.length === 0) {
      message.success(t('content.allSaved'));
      return;
    }
    setSavingAll(true);
    try {
      await saveContentItems(changes.map((change) => ({ id: change.item.id, en: change.en, ar: change.ar })));
      const saved = changes.flatMap((change) => languages.map((language) => draftKey(change.item.id, language)));
      setDrafts((current) => {
        // Keep any draft that changed again while saving.
        const unchanged = saved.filter((key) => {
          const change = changes.find((entry) => key.startsWith(`${entry.item.id}:`));
          return change && current[key] === (key.endsWith(':en') ? change.en : change.ar);
        });
        return withoutDrafts(current, unchanged);
      });
      message.success(t('content.allSaved'));
    } catch (error) {
      console.error('Failed to save content', error);
      message.error(t('content.saveFailed'));
    } finally {
      setSavingAll(false);
    }
  }

  function renderSection(current: ContentSection) {
    if (status === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
    const sectionItems = itemsOfSection(items, current);
    if (sectionItems.length === 0) return <Empty description={t('content.empty')} />;
    return (
      <Flex vertical gap={16}>
        {sectionItems.map((item) => {
          const label = humanizeFieldKey(item.fieldKey);
          return (
            <Card key={item.id} size="small" title={label} data-testid={`content-item-${item.id}`}>
              <Row gutter={[16, 12]}>
                {languages.map((language) => {
                  const key = draftKey(item.id, language);
                  const value = drafts[key] ?? item[language];
                  const dirty = drafts[key] !== undefined && drafts[key] !== item[language];
                  const languageName = language === 'en' ? t('content.english') : t('content.arabic');
                  return (
                    <Col xs={24} md={12} key={language}>
                      <Flex justify="space-between" align="center" className="content-admin__label">
                        <label htmlFor={`content-${key}`}>
                          <Typography.Text type="secondary">{languageName}</Typography.Text>
                        </label>
                        {dirty ? (
                          <Tag color="orange">{t('common.unsaved')}</Tag>
                        ) : justSaved.has(key) ? (
                          <CheckCircleTwoTone twoToneColor="#16a34a" aria-hidden />
                        ) : null}
                      </Flex>
                      <Input.TextArea
                        id={`content-${key}`}
                        aria-label={`${label} (${languageName})`}
                        data-testid={`content-${item.id}-${language}`}
                        dir={language === 'ar' ? 'rtl' : 'ltr'}
                        lang={language}
                        value={value}
                        autoSize={{ minRows: 2, maxRows: 10 }}
                        status={dirty ? 'warning' : undefined}
                        onChange={(event) => edit(key, event.target.value)}
                        onBlur={() => void saveField(item, language)}
                      />
                    </Col>
                  );
                })}
              </Row>
            </Card>
          );
        })}
      </Flex>
    );
  }

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} className="admin-page-header">
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('content.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('content.hint')}</Typography.Text>
        </div>
        <Badge count={pending.length}>
          <Button type="primary" icon={<SaveOutlined />} loading={savingAll} onClick={() => void saveAll()}>
            {t('content.saveAll')}
          </Button>
        </Badge>
      </Flex>
      {status === 'error' && <Alert type="error" showIcon title={t('content.fetchFailed')} style={{ marginBlockEnd: 16 }} />}
      <Tabs
        activeKey={section}
        onChange={(key) => setSection(key as ContentSection)}
        items={contentSections.map((key) => ({
          key,
          label: (
            <Badge dot={(pendingBySection.get(key) ?? 0) > 0} offset={[6, 0]}>
              {t(`content.tabs.${key}`)}
            </Badge>
          ),
          children: renderSection(key),
        }))}
      />
    </div>
  );
}

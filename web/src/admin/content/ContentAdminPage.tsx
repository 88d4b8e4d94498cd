import { CheckCircleTwoTone, PlusOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { contentDefaultOf } from '@household/model';
import { Alert, Badge, Button, Card, Col, Empty, Flex, Input, Row, Skeleton, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language } from '@household/model';
import { firstAdvertisingProblem, type AdvertisingProblem } from '@/lib/advertisingRules';
import { contentLists, nextListEntry, type ContentList } from '@/lib/content/contentLists';
import { contentSections, type ContentItem, type ContentSection } from '@/lib/content/contentText';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { addContentEntry, saveContentField, saveContentItems, useAllContent } from './api/contentAdminApi';
import {
  draftKey,
  fieldLabelKey,
  humanizeFieldKey,
  itemsOfSection,
  pendingChanges,
  withoutDrafts,
  type Drafts,
  type DraftKey,
} from './contentEditing';

const languages: readonly Language[] = ['en', 'ar'];

/**
 * Admin content: a tab per section, English and Arabic text per item. A field is saved when it
 * loses focus (only if changed); Save All saves every pending edit. A failed save keeps the text.
 * Each item can be restored to its default text; lists (FAQ, team, emergency issues) can grow.
 */
export function ContentAdminPage() {
  const { t } = useTranslation('admin');
  const { run, isBusy, feedback } = useAdminAction();
  const { status, data: items } = useAllContent();
  const [section, setSection] = useState<ContentSection>('home');
  const [drafts, setDrafts] = useState<Drafts>({});
  const [justSaved, setJustSaved] = useState<ReadonlySet<DraftKey>>(new Set());

  const pending = pendingChanges(items, drafts);
  const pendingBySection = new Map<ContentSection, number>();
  for (const change of pending)
    pendingBySection.set(change.item.section, (pendingBySection.get(change.item.section) ?? 0) + 1);

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
    // Advertising rules: refused before saving; the draft stays for the admin to correct.
    if (refuseBannedWording(firstAdvertisingProblem([text]))) return;
    const saved = await run(() => saveContentField(item.id, language, text), {
      success: t('content.updated'),
      failure: t('content.updateFailed'),
    });
    if (!saved.ok) return;
    // Drop the draft only if it was not edited again while saving.
    setDrafts((current) => (current[key] === text ? withoutDrafts(current, [key]) : current));
    setJustSaved((current) => new Set(current).add(key));
  }

  /** Shows why a text breaks the advertising rules; true when it does. */
  function refuseBannedWording(problem: AdvertisingProblem | null): boolean {
    if (problem) feedback.error(t(`trust.advertising.${problem.rule}`, { match: problem.match }));
    return problem !== null;
  }

  async function saveAll() {
    const changes = pendingChanges(items, drafts);
    if (changes.length === 0) {
      feedback.success(t('content.allSaved'));
      return;
    }
    if (refuseBannedWording(firstAdvertisingProblem(changes.flatMap((change) => [change.en, change.ar])))) return;
    const result = await run(
      () => saveContentItems(changes.map((change) => ({ id: change.item.id, en: change.en, ar: change.ar }))),
      {
        success: t('content.allSaved'),
        failure: t('content.saveFailed'),
        key: 'saveAll',
      },
    );
    if (!result.ok) return;
    const saved = changes.flatMap((change) => languages.map((language) => draftKey(change.item.id, language)));
    setDrafts((current) => {
      // Keep any draft that changed again while saving.
      const unchanged = saved.filter((key) => {
        const change = changes.find((entry) => key.startsWith(`${entry.item.id}:`));
        return change && current[key] === (key.endsWith(':en') ? change.en : change.ar);
      });
      return withoutDrafts(current, unchanged);
    });
  }

  /** Puts the default text back in both languages (drafts of the item dropped). */
  async function restoreDefault(item: ContentItem) {
    const fallback = contentDefaultOf(item.section, item.fieldKey);
    if (!fallback) return;
    const restored = await run(() => saveContentItems([{ id: item.id, en: fallback.en, ar: fallback.ar }]), {
      success: t('content.restored'),
      failure: t('content.restoreFailed'),
      key: item.id,
    });
    if (restored.ok) {
      setDrafts((current) =>
        withoutDrafts(
          current,
          languages.map((language) => draftKey(item.id, language)),
        ),
      );
    }
  }

  async function addEntry(list: ContentList) {
    await run(() => addContentEntry(list.section, nextListEntry(list, items)), {
      success: t('content.added'),
      failure: t('content.addFailed'),
      key: list.id,
    });
  }

  function label(fieldKey: string): string {
    const { key, n } = fieldLabelKey(fieldKey);
    return t(key, { n, defaultValue: humanizeFieldKey(fieldKey) });
  }

  function renderSection(current: ContentSection) {
    if (status === 'loading') return <Skeleton active paragraph={{ rows: 6 }} />;
    const sectionItems = itemsOfSection(items, current);
    const lists = contentLists.filter((list) => list.section === current);
    const addButtons =
      lists.length > 0 ? (
        <Flex gap={8} wrap>
          {lists.map((list) => (
            <Button
              key={list.id}
              icon={<PlusOutlined />}
              loading={isBusy(list.id)}
              onClick={() => void addEntry(list)}
              data-testid={`content-add-${list.id}`}
            >
              {t(`content.addItem.${list.id}`)}
            </Button>
          ))}
        </Flex>
      ) : null;
    if (sectionItems.length === 0) {
      return (
        <Flex vertical gap={16}>
          <Empty description={t('content.empty')} />
          {addButtons}
        </Flex>
      );
    }
    return (
      <Flex vertical gap={16}>
        {sectionItems.map((item) => {
          const itemLabel = label(item.fieldKey);
          const fallback = contentDefaultOf(item.section, item.fieldKey);
          const isDefault = !fallback || (item.en === fallback.en && item.ar === fallback.ar);
          const restore = fallback ? (
            <Button
              size="small"
              icon={<UndoOutlined />}
              disabled={isDefault}
              onClick={() => void restoreDefault(item)}
              data-testid={`content-restore-${item.id}`}
            >
              {t('content.restoreDefault')}
            </Button>
          ) : item.en.trim() === '' || item.ar.trim() === '' ? (
            <Tag color="default">{t('content.blankHidden')}</Tag>
          ) : null;
          return (
            <Card key={item.id} size="small" title={itemLabel} extra={restore} data-testid={`content-item-${item.id}`}>
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
                        aria-label={`${itemLabel} (${languageName})`}
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
        {addButtons}
      </Flex>
    );
  }

  return (
    <div>
      <AdminPageHeader title={t('content.title')} subtitle={t('content.hint')}>
        <Badge count={pending.length}>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={isBusy('saveAll')}
            disabled={pending.length === 0}
            onClick={() => void saveAll()}
            data-testid="content-save-all"
          >
            {t('content.saveAll')}
          </Button>
        </Badge>
      </AdminPageHeader>
      {status === 'error' && (
        <Alert type="error" showIcon title={t('content.fetchFailed')} style={{ marginBlockEnd: 16 }} />
      )}
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

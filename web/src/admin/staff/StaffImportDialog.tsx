import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Progress, Space, Table, Tag, Typography, Upload } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import { planImport, writeImport, type ImportOutcome } from './api/staffCsvApi';
import { maxImportBytes, parseStaffCsv, type CsvProblem, type FileProblem, type PlannedRow } from './staffCsv';

/** A problem in the admin's language (the advertising reasons are the staff form's own messages). */
function problemText(problem: CsvProblem, t: TFunction<'admin'>): string {
  if (problem.reason === 'advertising')
    return t(`trust.advertising.${problem.params?.rule ?? 'sale'}`, { match: problem.params?.match ?? '' });
  return t(`csv.reasons.${problem.reason}`, problem.params ?? {});
}

function fileProblemText(problem: FileProblem | { reason: 'tooBig' | 'notCsv' }, t: TFunction<'admin'>): string {
  switch (problem.reason) {
    case 'parse':
      return t('csv.file.parse', { line: problem.line });
    case 'tooManyRows':
      return t('csv.file.tooManyRows', { max: problem.max });
    case 'missingColumns':
      return t('csv.file.missingColumns', { columns: problem.columns.join(', ') });
    default:
      return t(`csv.file.${problem.reason}`);
  }
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'checking'; fileName: string }
  | { kind: 'fileProblem'; fileName: string; text: string }
  | { kind: 'preview'; fileName: string; rowCount: number; planned: PlannedRow[]; problems: CsvProblem[] }
  | { kind: 'importing'; fileName: string; planned: PlannedRow[]; done: number }
  | { kind: 'done'; fileName: string; outcome: ImportOutcome };

/**
 * Staff import: choose a CSV, every row is checked (the form's and the rules' checks) and each
 * row's create-or-update is decided without writing anything; only a file with zero problems can be
 * imported, in batches of whole rows with a progress bar.
 */
export function StaffImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  async function check(file: File) {
    const fileName = file.name;
    if (!/\.csv$/i.test(fileName) && !/csv|text\/plain/.test(file.type)) {
      setPhase({ kind: 'fileProblem', fileName, text: fileProblemText({ reason: 'notCsv' }, t) });
      return;
    }
    if (file.size > maxImportBytes) {
      setPhase({ kind: 'fileProblem', fileName, text: fileProblemText({ reason: 'tooBig' }, t) });
      return;
    }
    setPhase({ kind: 'checking', fileName });
    const parsed = parseStaffCsv(await file.text());
    if (parsed.fileProblem) {
      setPhase({ kind: 'fileProblem', fileName, text: fileProblemText(parsed.fileProblem, t) });
      return;
    }
    try {
      const plan = await planImport(parsed.rows);
      const problems = [...parsed.problems, ...plan.problems].sort((a, b) => a.row - b.row);
      setPhase({ kind: 'preview', fileName, rowCount: parsed.rowCount, planned: plan.planned, problems });
    } catch (error) {
      feedback.error(t('csv.checkFailed'), error);
      setPhase({ kind: 'idle' });
    }
  }

  async function runImport(fileName: string, planned: PlannedRow[]) {
    setPhase({ kind: 'importing', fileName, planned, done: 0 });
    try {
      const outcome = await writeImport(planned, (done) => setPhase({ kind: 'importing', fileName, planned, done }));
      setPhase({ kind: 'done', fileName, outcome });
      if (outcome.failedRows.length === 0)
        feedback.success(t('csv.done', { created: outcome.created, updated: outcome.updated }));
      else
        feedback.warning(
          t('csv.doneWithFailures', {
            created: outcome.created,
            updated: outcome.updated,
            failed: outcome.failedRows.length,
            rows: outcome.failedRows.slice(0, 20).join(', '),
          }),
        );
    } catch (error) {
      feedback.error(t('csv.failed'), error);
      setPhase({ kind: 'idle' });
    }
  }

  const busy = phase.kind === 'checking' || phase.kind === 'importing';
  const close = () => {
    if (busy) return;
    setPhase({ kind: 'idle' });
    onClose();
  };

  const footer = [
    <Button key="close" onClick={close} disabled={busy}>
      {t('csv.close')}
    </Button>,
  ];
  if (phase.kind === 'preview' && phase.problems.length === 0 && phase.planned.length > 0) {
    const { fileName, planned } = phase;
    footer.push(
      <Button key="import" type="primary" onClick={() => void runImport(fileName, planned)}>
        {t('csv.confirm', { count: planned.length })}
      </Button>,
    );
  }

  return (
    <Modal
      open={open}
      title={t('csv.importTitle')}
      onCancel={close}
      footer={footer}
      width={820}
      destroyOnHidden
      mask={{ closable: !busy }}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('csv.importIntro')}</Typography.Paragraph>
        {phase.kind !== 'importing' && phase.kind !== 'done' && (
          <Upload
            accept=".csv,text/csv"
            maxCount={1}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void check(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={phase.kind === 'checking'}>
              {t('csv.chooseFile')}
            </Button>
          </Upload>
        )}
        {phase.kind !== 'idle' && (
          <Typography.Text type="secondary">{t('csv.fileName', { name: phase.fileName })}</Typography.Text>
        )}
        {phase.kind === 'checking' && <Typography.Text>{t('csv.checking')}</Typography.Text>}
        {phase.kind === 'fileProblem' && (
          <Alert type="error" showIcon title={phase.text} data-testid="csv-file-problem" />
        )}
        {phase.kind === 'preview' && <ImportPreview {...phase} />}
        {phase.kind === 'importing' && (
          <div data-testid="csv-import-progress">
            <Typography.Text>{t('csv.importing', { done: phase.done, total: phase.planned.length })}</Typography.Text>
            <Progress percent={Math.round((phase.done / Math.max(1, phase.planned.length)) * 100)} status="active" />
          </div>
        )}
        {phase.kind === 'done' && (
          <Alert
            type={phase.outcome.failedRows.length === 0 ? 'success' : 'warning'}
            showIcon
            data-testid="csv-import-done"
            title={
              phase.outcome.failedRows.length === 0
                ? t('csv.done', { created: phase.outcome.created, updated: phase.outcome.updated })
                : t('csv.doneWithFailures', {
                    created: phase.outcome.created,
                    updated: phase.outcome.updated,
                    failed: phase.outcome.failedRows.length,
                    rows: phase.outcome.failedRows.slice(0, 20).join(', '),
                  })
            }
          />
        )}
      </Space>
    </Modal>
  );
}

function ImportPreview({
  rowCount,
  planned,
  problems,
}: {
  rowCount: number;
  planned: PlannedRow[];
  problems: CsvProblem[];
}) {
  const { t } = useTranslation('admin');
  const create = planned.filter((row) => row.action === 'create').length;
  return (
    <>
      <Alert
        type={problems.length === 0 ? 'success' : 'error'}
        showIcon
        data-testid="csv-import-summary"
        title={t('csv.summary', { rows: rowCount, create, update: planned.length - create, problems: problems.length })}
        description={problems.length === 0 ? t('csv.noProblems') : t('csv.problemsTitle')}
      />
      {problems.length > 0 ? (
        <Table<CsvProblem>
          size="small"
          data-testid="csv-problems"
          rowKey={(problem) => `${problem.row}:${problem.column}:${problem.reason}`}
          dataSource={problems}
          pagination={problems.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            { title: t('csv.columns.row'), dataIndex: 'row', width: 70 },
            {
              title: t('csv.columns.column'),
              dataIndex: 'column',
              width: 150,
              render: (value: string) => <code dir="ltr">{value}</code>,
            },
            { title: t('csv.columns.problem'), key: 'problem', render: (_value, problem) => problemText(problem, t) },
          ]}
        />
      ) : (
        <Table<PlannedRow>
          size="small"
          data-testid="csv-planned"
          rowKey="row"
          dataSource={planned}
          pagination={planned.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          columns={[
            { title: t('csv.columns.row'), dataIndex: 'row', width: 70 },
            {
              title: t('csv.columns.action'),
              dataIndex: 'action',
              width: 110,
              render: (value: PlannedRow['action']) => (
                <Tag color={value === 'create' ? 'green' : 'blue'}>{t(`csv.actions.${value}`)}</Tag>
              ),
            },
            {
              title: t('csv.columns.refCode'),
              dataIndex: 'refCode',
              width: 120,
              render: (value: string) => <span dir="ltr">{value}</span>,
            },
            {
              title: t('csv.columns.name'),
              key: 'name',
              render: (_value, row) => <span dir="auto">{row.values.name}</span>,
            },
          ]}
        />
      )}
    </>
  );
}

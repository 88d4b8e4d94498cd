import { Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { advertisingFormRule } from '@/admin/lib/advertisingFormRule';
import { useAdminAction } from '@/admin/lib/useAdminAction';
import { useUploadSlots } from '@/admin/lib/useUploadSlot';
import { countries, countryName } from '@/lib/countries';
import { useLanguage } from '@/i18n/useLanguage';
import { languageLabel } from '@/lib/languageNames';
import { isOfferedForTransfer, maxExpectedSalary, skillsByType, staffLanguages } from '@household/model';
import {
  createStaff,
  deleteStoredFile,
  fetchStaffContact,
  updateStaff,
  uploadStaffCv,
  uploadStaffPhoto,
} from './api/staffApi';
import { FilePicker } from './FilePicker';
import { TransferTermsFields } from './TransferTermsFields';
import { StaffCvFields } from './StaffCvFields';
import { generateRefCode } from './refCode';
import { staffStatuses, staffTypes, type AdminStaff, type StaffType } from './staffAdminModel';
import {
  birthYearBounds,
  descriptionMaxLength,
  emailPattern,
  emptyStaffForm,
  maxExperienceYears,
  nameMaxLength,
  isStaffPhone,
  parseDateField,
  parseExperience,
  publishConsentChange,
  statusAllowed,
  toFormValues,
  toNewStaffFields,
  toStaffContact,
  toStaffFields,
  type StaffFormValues,
} from './staffForm';
import { checkCvFile, checkPhotoFile, cvAccept, cvStoragePath, photoStoragePath } from './staffFiles';

interface StaffFormDialogProps {
  open: boolean;
  /** The staff member being edited; null to add a new one. */
  editing: AdminStaff | null;
  /** refCodes in use, to avoid handing out a duplicate. */
  takenRefCodes: ReadonlySet<string>;
  onClose: () => void;
}

/** Add/edit dialog: the row is saved first, then the files with its id. */
export function StaffFormDialog({ open, editing, takenRefCodes, onClose }: StaffFormDialogProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { run, feedback } = useAdminAction();
  // The photo and CV slots: chosen file, upload progress, inline error.
  const files = useUploadSlots();
  const photo = files.slot('photo');
  const cv = files.slot('cv');
  const [form] = Form.useForm<StaffFormValues>();
  const birthYears = birthYearBounds(new Date());
  // The skills offered are the chosen type's set (saving keeps only those: toStaffFields).
  const watchedType = Form.useWatch('type', form);
  // A worker offered for transfer of services is shown only as a CV: the photo switch is off (issue 40).
  const watchedTransferable = Form.useWatch('transferable', form);
  const photoBarred = isOfferedForTransfer({ type: watchedType, transferable: watchedTransferable });
  useEffect(() => {
    if (photoBarred && form.getFieldValue('showPhoto') === true) form.setFieldValue('showPhoto', false);
  }, [photoBarred, form]);
  // Once a new row is saved, the dialog keeps editing that row (so a retry never adds a duplicate).
  const [savedId, setSavedId] = useState<string | null>(null);
  const [loadingContact, setLoadingContact] = useState(false);
  const [saving, setSaving] = useState(false);

  const staffId = editing?.id ?? savedId;
  const clearFile = files.clear;

  useEffect(() => {
    if (!open) return;
    setSavedId(null);
    clearFile('photo');
    clearFile('cv');
    if (!editing) {
      form.setFieldsValue(emptyStaffForm);
      return;
    }
    form.setFieldsValue(toFormValues(editing, null));
    let cancelled = false;
    setLoadingContact(true);
    fetchStaffContact(editing.id)
      .then((contact) => {
        if (!cancelled && contact) form.setFieldsValue({ email: contact.email, phone: contact.phone });
      })
      .catch((error: unknown) => {
        if (!cancelled) feedback.error(t('staff.toast.contactLoadFailed'), error);
      })
      .finally(() => {
        if (!cancelled) setLoadingContact(false);
      });
    return () => {
      cancelled = true;
    };
    // clearFile is stable (useUploadSlots), feedback changes only with the language.
  }, [open, editing, form, feedback, clearFile, t]);

  function chooseCv(file: File) {
    const check = checkCvFile(file);
    const problem = check.ok
      ? null
      : t(check.reason === 'type' ? 'staff.form.cvType' : 'staff.form.cvSize', { file: file.name });
    files.select('cv', file, problem);
    if (problem) feedback.error(problem);
  }

  function choosePhoto(file: File) {
    const check = checkPhotoFile(file);
    const problem = check.ok
      ? null
      : t(check.reason === 'type' ? 'staff.form.photoType' : 'staff.form.photoSize', { file: file.name });
    files.select('photo', file, problem);
    if (problem) feedback.error(problem);
  }

  /** Uploads the chosen files for `id`; returns false (after a toast) when one failed (the file stays chosen for a retry). */
  async function uploadFiles(id: string): Promise<boolean> {
    let ok = true;
    if (photo.file) {
      const failure = t('staff.toast.uploadFailed', { file: photo.file.name });
      const oldPath = editing?.photoPath ?? null;
      const done = await run(
        () =>
          files.upload(
            'photo',
            async (file, onProgress) => {
              await uploadStaffPhoto(id, file, onProgress);
              // A photo with another extension has another path: the replaced file is removed.
              if (oldPath && oldPath !== photoStoragePath(id, file.name)) await deleteStoredFile(oldPath);
            },
            { failure },
          ),
        { failure },
      );
      ok &&= done.ok;
    }
    if (cv.file) {
      const failure = t('staff.toast.uploadFailed', { file: cv.file.name });
      const oldPath = editing?.cvPath ?? null;
      const done = await run(
        () =>
          files.upload(
            'cv',
            async (file, onProgress) => {
              await uploadStaffCv(id, file, onProgress);
              if (oldPath && oldPath !== cvStoragePath(id, file.name)) await deleteStoredFile(oldPath);
            },
            { failure },
          ),
        { failure },
      );
      ok &&= done.ok;
    }
    return ok;
  }

  async function onFinish(values: StaffFormValues) {
    setSaving(true);
    try {
      let id = staffId;
      if (id === null) {
        const created = await run(
          () => {
            const refCode = generateRefCode(values.type, takenRefCodes);
            return createStaff(
              toNewStaffFields(values, refCode),
              toStaffContact(values),
              publishConsentChange(values.publishConsent, false),
            );
          },
          { failure: t('staff.toast.addFailed') },
        );
        if (!created.ok) return;
        id = created.value.id;
        setSavedId(id);
        // The structured CV's own write (decision 028); if it fails, saving again updates the saved row.
        if (!(await run(created.value.writeCv, { failure: t('staff.toast.updateFailed') })).ok) return;
        if (!(await uploadFiles(id))) return;
        feedback.success(t('staff.toast.added'));
      } else {
        const existingId = id;
        const updated = await run(
          () =>
            updateStaff(
              existingId,
              toStaffFields(values),
              toStaffContact(values),
              publishConsentChange(values.publishConsent, editing?.publishConsentAt != null),
              editing ?? 'unknown',
            ),
          { failure: t('staff.toast.updateFailed') },
        );
        if (!updated.ok) return;
        if (!(await uploadFiles(id))) return;
        feedback.success(t(editing ? 'staff.toast.updated' : 'staff.toast.added'));
      }
      onClose();
    } finally {
      setSaving(false);
    }
  }

  const typeOptions = staffTypes.map((value) => ({ value, label: t(`staff.types.${value}`) }));
  const statusOptions = staffStatuses.map((value) => ({ value, label: t(`staff.statuses.${value}`) }));
  const countryOptions = countries.map((country) => ({ value: country.code, label: countryName(country, language) }));

  return (
    <Modal
      open={open}
      title={t(staffId ? 'staff.form.editTitle' : 'staff.form.addTitle')}
      okText={t('staff.form.save')}
      cancelText={t('staff.form.cancel')}
      onOk={() => form.submit()}
      onCancel={() => {
        if (!saving) onClose();
      }}
      confirmLoading={saving}
      width={760}
      forceRender
      mask={{ closable: false }}
    >
      <Spin spinning={loadingContact}>
        <Form<StaffFormValues>
          form={form}
          layout="vertical"
          onFinish={(values) => void onFinish(values)}
          initialValues={emptyStaffForm}
          disabled={saving}
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('staff.form.name')}
                name="name"
                rules={[
                  { required: true, whitespace: true, message: t('staff.form.nameRequired') },
                  { max: nameMaxLength },
                  advertisingFormRule(t),
                ]}
              >
                <Input maxLength={nameMaxLength} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('staff.form.country')}
                name="country"
                rules={[{ required: true, message: t('staff.form.countryRequired') }]}
              >
                <Select
                  options={countryOptions}
                  aria-label={t('staff.form.country')}
                  showSearch={{ optionFilterProp: 'label' }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('staff.form.email')}
                name="email"
                rules={[
                  { required: true, whitespace: true, message: t('staff.form.emailRequired') },
                  { pattern: emailPattern, message: t('staff.form.emailInvalid') },
                ]}
              >
                <Input type="email" autoComplete="off" dir="ltr" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('staff.form.phone')}
                name="phone"
                rules={[
                  { required: true, whitespace: true, message: t('staff.form.phoneRequired') },
                  {
                    validator: async (_rule, value: string | undefined) => {
                      if (value && value.trim() && !isStaffPhone(value)) throw new Error(t('staff.form.phoneInvalid'));
                    },
                  },
                ]}
              >
                <Input type="tel" autoComplete="off" dir="ltr" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('staff.form.type')} name="type" rules={[{ required: true }]}>
                <Select options={typeOptions} aria-label={t('staff.form.type')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label={t('staff.form.status')}
                name="status"
                dependencies={['publishConsent']}
                rules={[
                  { required: true },
                  ({ getFieldValue }) => ({
                    validator: async (_rule, value) => {
                      if (!statusAllowed(value, getFieldValue('publishConsent')))
                        throw new Error(t('trust.publishConsentRequired'));
                    },
                  }),
                ]}
              >
                <Select options={statusOptions} aria-label={t('staff.form.status')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('staff.form.experienceYears')} name="experienceYears">
                <InputNumber
                  min={0}
                  max={maxExperienceYears}
                  precision={0}
                  style={{ width: '100%' }}
                  // Arabic-Indic digits count; an empty field stays empty (''), other text is refused (NaN).
                  parser={(text) => (text?.trim() ? (parseExperience(text) ?? Number.NaN) : ('' as unknown as number))}
                  data-testid="staff-experience"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label={t('staff.form.birthYear')}
                name="birthYear"
                extra={t('staff.form.birthYearHint')}
                rules={[
                  {
                    type: 'number',
                    min: birthYears.min,
                    max: birthYears.max,
                    message: t('staff.form.birthYearInvalid', birthYears),
                  },
                ]}
              >
                <InputNumber
                  precision={0}
                  style={{ width: '100%' }}
                  // Arabic-Indic digits count; empty stays empty; other text is refused (NaN).
                  parser={(text) => (text?.trim() ? (parseExperience(text) ?? Number.NaN) : ('' as unknown as number))}
                  data-testid="staff-birth-year"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label={t('staff.form.availableFrom')}
                name="availableFrom"
                extra={t('staff.form.availableFromHint')}
                rules={[
                  {
                    validator: async (_rule, value: string | undefined) => {
                      if (value && !parseDateField(value)) throw new Error(t('staff.form.availableFromInvalid'));
                    },
                  },
                ]}
              >
                <Input type="date" data-testid="staff-available-from" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                label={t('staff.form.expectedSalary')}
                name="expectedSalary"
                rules={[
                  {
                    type: 'number',
                    min: 1,
                    max: maxExpectedSalary,
                    message: t('staff.form.expectedSalaryInvalid', { max: maxExpectedSalary }),
                  },
                ]}
              >
                <InputNumber
                  precision={0}
                  style={{ width: '100%' }}
                  addonAfter={t('staff.form.sar')}
                  parser={(text) => (text?.trim() ? (parseExperience(text) ?? Number.NaN) : ('' as unknown as number))}
                  data-testid="staff-expected-salary"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('staff.form.descriptionEn')}
                name="descriptionEn"
                rules={[{ max: descriptionMaxLength }, advertisingFormRule(t)]}
              >
                <Input.TextArea rows={3} maxLength={descriptionMaxLength} dir="ltr" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('staff.form.descriptionAr')}
                name="descriptionAr"
                rules={[{ max: descriptionMaxLength }, advertisingFormRule(t)]}
              >
                <Input.TextArea rows={3} maxLength={descriptionMaxLength} dir="rtl" lang="ar" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('staff.form.skills')} name="skills">
                <Select
                  mode="multiple"
                  allowClear
                  data-testid="staff-skills"
                  options={skillsByType[(watchedType ?? 'Maid') as keyof typeof skillsByType].map((skill) => ({
                    value: skill,
                    label: t(`staff.form.skillNames.${skill}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('staff.form.languages')} name="languages">
                <Select
                  mode="multiple"
                  allowClear
                  data-testid="staff-languages"
                  optionFilterProp="label"
                  options={staffLanguages.map((code) => ({ value: code, label: languageLabel(code, language) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="transferable" valuePropName="checked">
                <Checkbox>{t('staff.form.transferable')}</Checkbox>
              </Form.Item>
            </Col>
            {watchedType === 'transfer' || watchedTransferable === true ? (
              <Col xs={24}>
                <TransferTermsFields />
              </Col>
            ) : null}
            <Col xs={24} md={12}>
              <Form.Item
                name="showPhoto"
                valuePropName="checked"
                extra={
                  photoBarred ? <span data-testid="staff-photo-barred">{t('staff.form.transferPhotoOff')}</span> : null
                }
              >
                <Checkbox disabled={photoBarred} data-testid="staff-show-photo">
                  {t('staff.form.showPhoto')}
                </Checkbox>
              </Form.Item>
            </Col>
            <Col xs={24}>
              <StaffCvFields form={form} type={(watchedType ?? 'Maid') as StaffType} />
            </Col>
            <Col xs={24}>
              <Form.Item name="publishConsent" valuePropName="checked">
                <Checkbox>{t('trust.publishConsent')}</Checkbox>
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <FilePicker
                label={t('staff.form.photo')}
                chooseLabel={t('staff.form.chooseFile')}
                removeLabel={t('staff.form.removeFile')}
                accept="image/*"
                hint={t('staff.form.photoHint')}
                file={photo.file}
                error={photo.error}
                progress={photo.progress}
                note={editing?.photoPath ? t('staff.form.currentPhoto') : null}
                disabled={saving}
                onSelect={choosePhoto}
                onClear={() => files.clear('photo')}
              />
            </Col>
            <Col xs={24} md={12}>
              <FilePicker
                label={t('staff.form.cv')}
                chooseLabel={t('staff.form.chooseFile')}
                removeLabel={t('staff.form.removeFile')}
                accept={cvAccept}
                hint={t('staff.form.cvHint')}
                file={cv.file}
                error={cv.error}
                progress={cv.progress}
                note={editing?.cvPath ? t('staff.form.currentCv') : null}
                disabled={saving}
                onSelect={chooseCv}
                onClear={() => files.clear('cv')}
              />
            </Col>
          </Row>
        </Form>
      </Spin>
    </Modal>
  );
}

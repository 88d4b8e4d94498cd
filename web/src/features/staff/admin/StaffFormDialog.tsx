import { App, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { advertisingFormRule } from '@/lib/advertisingFormRule';
import { countries, countryName } from '@/lib/countries';
import { useLanguage } from '@/i18n/useLanguage';
import { languageLabel } from '@/lib/languageNames';
import { skillsByType, staffLanguages } from '@household/model';
import { createStaff, deleteStoredFile, fetchStaffContact, updateStaff, uploadStaffCv, uploadStaffPhoto } from './api/staffApi';
import { FilePicker } from './FilePicker';
import { generateRefCode } from './refCode';
import { staffStatuses, staffTypes, type AdminStaff } from './staffAdminModel';
import {
  descriptionMaxLength,
  emailPattern,
  emptyStaffForm,
  maxExperienceYears,
  nameMaxLength,
  phonePattern,
  publishConsentChange,
  statusAllowed,
  toFormValues,
  toNewStaffFields,
  toStaffContact,
  toStaffFields,
  type StaffFormValues,
} from './staffForm';
import { checkCvFile, checkPhotoFile, cvAccept, cvStoragePath } from './staffFiles';

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
  const { message } = App.useApp();
  const [form] = Form.useForm<StaffFormValues>();
  // The skills offered are the chosen type's set (saving keeps only those: toStaffFields).
  const watchedType = Form.useWatch('type', form);
  // Once a new row is saved, the dialog keeps editing that row (so a retry never adds a duplicate).
  const [savedId, setSavedId] = useState<string | null>(null);
  const [loadingContact, setLoadingContact] = useState(false);
  const [saving, setSaving] = useState(false);
  const [cvFile, setCvFile] = useState<File | null>(null);
  const [photoFile, setPhotoFile] = useState<File | null>(null);
  const [cvError, setCvError] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [cvProgress, setCvProgress] = useState<number | null>(null);
  const [photoProgress, setPhotoProgress] = useState<number | null>(null);

  const staffId = editing?.id ?? savedId;

  useEffect(() => {
    if (!open) return;
    setSavedId(null);
    setCvFile(null);
    setPhotoFile(null);
    setCvError(null);
    setPhotoError(null);
    setCvProgress(null);
    setPhotoProgress(null);
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
        console.error('Failed to load staff contact', error);
        if (!cancelled) message.error(t('staff.toast.contactLoadFailed'));
      })
      .finally(() => {
        if (!cancelled) setLoadingContact(false);
      });
    return () => {
      cancelled = true;
    };
  }, [open, editing, form, message, t]);

  function chooseCv(file: File) {
    const check = checkCvFile(file);
    if (!check.ok) {
      const text = t(check.reason === 'type' ? 'staff.form.cvType' : 'staff.form.cvSize', { file: file.name });
      setCvError(text);
      message.error(text);
      return;
    }
    setCvError(null);
    setCvFile(file);
  }

  function choosePhoto(file: File) {
    const check = checkPhotoFile(file);
    if (!check.ok) {
      const text = t(check.reason === 'type' ? 'staff.form.photoType' : 'staff.form.photoSize', { file: file.name });
      setPhotoError(text);
      message.error(text);
      return;
    }
    setPhotoError(null);
    setPhotoFile(file);
  }

  /** Uploads the chosen files for `id`; returns false (after a toast) when one failed. */
  async function uploadFiles(id: string): Promise<boolean> {
    let ok = true;
    if (photoFile) {
      try {
        setPhotoProgress(0);
        await uploadStaffPhoto(id, photoFile, setPhotoProgress);
        setPhotoFile(null);
        setPhotoProgress(null);
      } catch (error) {
        console.error('Photo upload failed', error);
        setPhotoProgress(null);
        message.error(t('staff.toast.uploadFailed', { file: photoFile.name }));
        ok = false;
      }
    }
    if (cvFile) {
      try {
        setCvProgress(0);
        const oldPath = editing?.cvPath ?? null;
        await uploadStaffCv(id, cvFile, setCvProgress);
        if (oldPath && oldPath !== cvStoragePath(id, cvFile.name)) await deleteStoredFile(oldPath);
        setCvFile(null);
        setCvProgress(null);
      } catch (error) {
        console.error('CV upload failed', error);
        setCvProgress(null);
        message.error(t('staff.toast.uploadFailed', { file: cvFile.name }));
        ok = false;
      }
    }
    return ok;
  }

  async function onFinish(values: StaffFormValues) {
    setSaving(true);
    try {
      let id = staffId;
      if (id === null) {
        try {
          const refCode = generateRefCode(values.type, takenRefCodes);
          id = await createStaff(toNewStaffFields(values, refCode), toStaffContact(values), publishConsentChange(values.publishConsent, false));
          setSavedId(id);
        } catch (error) {
          console.error('Failed to add staff member', error);
          message.error(t('staff.toast.addFailed'));
          return;
        }
        if (!(await uploadFiles(id))) return;
        message.success(t('staff.toast.added'));
      } else {
        try {
          await updateStaff(id, toStaffFields(values), toStaffContact(values), publishConsentChange(values.publishConsent, editing?.publishConsentAt != null));
        } catch (error) {
          console.error('Failed to update staff member', error);
          message.error(t('staff.toast.updateFailed'));
          return;
        }
        if (!(await uploadFiles(id))) return;
        message.success(t(editing ? 'staff.toast.updated' : 'staff.toast.added'));
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
        <Form<StaffFormValues> form={form} layout="vertical" onFinish={(values) => void onFinish(values)} initialValues={emptyStaffForm} disabled={saving}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                label={t('staff.form.name')}
                name="name"
                rules={[{ required: true, whitespace: true, message: t('staff.form.nameRequired') }, { max: nameMaxLength }, advertisingFormRule(t)]}
              >
                <Input maxLength={nameMaxLength} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('staff.form.country')} name="country" rules={[{ required: true, message: t('staff.form.countryRequired') }]}>
                <Select options={countryOptions} aria-label={t('staff.form.country')} showSearch={{ optionFilterProp: 'label' }} />
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
                  { pattern: phonePattern, message: t('staff.form.phoneInvalid') },
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
                      if (!statusAllowed(value, getFieldValue('publishConsent'))) throw new Error(t('trust.publishConsentRequired'));
                    },
                  }),
                ]}
              >
                <Select options={statusOptions} aria-label={t('staff.form.status')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item label={t('staff.form.experienceYears')} name="experienceYears">
                <InputNumber min={0} max={maxExperienceYears} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('staff.form.descriptionEn')} name="descriptionEn" rules={[{ max: descriptionMaxLength }, advertisingFormRule(t)]}>
                <Input.TextArea rows={3} maxLength={descriptionMaxLength} dir="ltr" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('staff.form.descriptionAr')} name="descriptionAr" rules={[{ max: descriptionMaxLength }, advertisingFormRule(t)]}>
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
            <Col xs={24} md={12}>
              <Form.Item name="showPhoto" valuePropName="checked">
                <Checkbox>{t('staff.form.showPhoto')}</Checkbox>
              </Form.Item>
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
                file={photoFile}
                error={photoError}
                progress={photoProgress}
                note={editing?.photoPath ? t('staff.form.currentPhoto') : null}
                disabled={saving}
                onSelect={choosePhoto}
                onClear={() => setPhotoFile(null)}
              />
            </Col>
            <Col xs={24} md={12}>
              <FilePicker
                label={t('staff.form.cv')}
                chooseLabel={t('staff.form.chooseFile')}
                removeLabel={t('staff.form.removeFile')}
                accept={cvAccept}
                hint={t('staff.form.cvHint')}
                file={cvFile}
                error={cvError}
                progress={cvProgress}
                note={editing?.cvPath ? t('staff.form.currentCv') : null}
                disabled={saving}
                onSelect={chooseCv}
                onClear={() => setCvFile(null)}
              />
            </Col>
          </Row>
        </Form>
      </Spin>
    </Modal>
  );
}

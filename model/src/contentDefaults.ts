// The default text of every editable site text (content/{section}_{fieldKey}), both languages.
// ONE place: scripts/bootstrap.mjs writes them into a new project, tests/fixtures/content.ts seeds
// the demo with them, and the admin's "restore default" puts them back. Node runs this file
// directly (type stripping) from the maintenance scripts.
import type { ContentSection } from './content.ts';

export interface ContentDefault {
  section: ContentSection;
  fieldKey: string;
  en: string;
  ar: string;
}

export const contentDefaults: readonly ContentDefault[] = [
  {
    section: 'home',
    fieldKey: 'heroTitle',
    en: 'Reliable household staff for Riyadh homes',
    ar: 'عمالة منزلية موثوقة لبيوت الرياض',
  },
  {
    section: 'home',
    fieldKey: 'heroSubtitle',
    en: 'Licensed recruitment and transfer of services for domestic workers, nannies and family drivers.',
    ar: 'استقدام مرخّص ونقل خدمات للعاملات المنزليات والمربيات والسائقين العائليين.',
  },
  { section: 'home', fieldKey: 'servicesTitle', en: 'Our services', ar: 'خدماتنا' },
  {
    section: 'home',
    fieldKey: 'servicesSubtitle',
    en: 'Recruitment from seven countries and transfer of services inside the Kingdom.',
    ar: 'استقدام من سبع دول ونقل خدمات داخل المملكة.',
  },
  { section: 'contact', fieldKey: 'title', en: 'Contact us', ar: 'تواصل معنا' },
  {
    section: 'contact',
    fieldKey: 'subtitle',
    en: 'Send us a message and our team will answer within one working day.',
    ar: 'أرسل لنا رسالة وسيرد فريقنا خلال يوم عمل واحد.',
  },
  { section: 'ratings', fieldKey: 'title', en: 'Client reviews', ar: 'آراء العملاء' },
  {
    section: 'ratings',
    fieldKey: 'subtitle',
    en: 'What families in Riyadh say about our workers and service.',
    ar: 'ماذا تقول العائلات في الرياض عن عمالتنا وخدمتنا.',
  },
  {
    section: 'ratings',
    fieldKey: 'ctaText',
    en: 'Your review helps other families choose with confidence.',
    ar: 'يساعد تقييمك الأسر الأخرى على الاختيار بثقة.',
  },
  { section: 'ratings', fieldKey: 'ctaTitle', en: 'Share your experience', ar: 'شاركنا تجربتك' },
  { section: 'ratings', fieldKey: 'reviewsTitle', en: 'What our clients say', ar: 'ماذا يقول عملاؤنا' },
  { section: 'help', fieldKey: 'title', en: 'Help Center', ar: 'مركز المساعدة' },
  {
    section: 'help',
    fieldKey: 'subtitle',
    en: 'Answers to common questions about recruitment and transfer of services.',
    ar: 'إجابات عن الأسئلة الشائعة حول الاستقدام ونقل الخدمات.',
  },
  {
    section: 'help',
    fieldKey: 'faq1Question',
    en: 'How long does recruitment from abroad take?',
    ar: 'كم يستغرق الاستقدام من الخارج؟',
  },
  {
    section: 'help',
    fieldKey: 'faq1Answer',
    en: 'Usually 30 to 60 days after the contract is signed, depending on the country and the visa procedures.',
    ar: 'عادةً من 30 إلى 60 يوماً بعد توقيع العقد، بحسب البلد وإجراءات التأشيرة.',
  },
  { section: 'help', fieldKey: 'faq2Question', en: 'What is a transfer of services?', ar: 'ما هو نقل الخدمات؟' },
  {
    section: 'help',
    fieldKey: 'faq2Answer',
    en: "A worker who is already in the Kingdom moves to your sponsorship through the official transfer of services procedure, with the worker's consent. We prepare the paperwork with you.",
    ar: 'تنتقل العاملة أو العامل الموجود في المملكة إلى كفالتك عبر إجراء نقل الخدمات الرسمي وبموافقته، ونجهّز الأوراق معك.',
  },
  { section: 'help', fieldKey: 'faqTitle', en: 'Frequently asked questions', ar: 'الأسئلة الشائعة' },
  { section: 'help', fieldKey: 'directTitle', en: 'Direct support', ar: 'الدعم المباشر' },
  {
    section: 'help',
    fieldKey: 'directText',
    en: 'Our team answers messages every working day.',
    ar: 'يرد فريقنا على الرسائل في كل يوم عمل.',
  },
  { section: 'help', fieldKey: 'servicesTitle', en: 'Service information', ar: 'معلومات الخدمات' },
  { section: 'help', fieldKey: 'cleaningTitle', en: 'Cleaning', ar: 'التنظيف' },
  {
    section: 'help',
    fieldKey: 'cleaningText',
    en: 'Workers trained for daily cleaning, deep cleaning, laundry and ironing in villas and apartments.',
    ar: 'عاملات مدرّبات على التنظيف اليومي والعميق والغسيل والكي في الفلل والشقق.',
  },
  { section: 'help', fieldKey: 'childcareTitle', en: 'Childcare', ar: 'رعاية الأطفال' },
  {
    section: 'help',
    fieldKey: 'childcareText',
    en: 'Nannies experienced with babies and school-age children: feeding, bathing, play and routines.',
    ar: 'مربيات ذوات خبرة مع الرضّع والأطفال في سن المدرسة: الإطعام والاستحمام واللعب والروتين.',
  },
  { section: 'help', fieldKey: 'householdTitle', en: 'Household', ar: 'شؤون المنزل' },
  {
    section: 'help',
    fieldKey: 'householdText',
    en: 'Help with cooking, shopping lists, organisation and the daily running of the home.',
    ar: 'المساعدة في الطبخ وقوائم التسوق والتنظيم وتسيير شؤون المنزل اليومية.',
  },
  { section: 'emergency', fieldKey: 'title', en: 'Emergency support', ar: 'الدعم الطارئ' },
  { section: 'emergency', fieldKey: 'alertTitle', en: 'Is someone in danger?', ar: 'هل هناك شخص في خطر؟' },
  {
    section: 'emergency',
    fieldKey: 'alertText',
    en: 'Call the local emergency services first: 911 in Saudi Arabia. Then contact our office.',
    ar: 'اتصل بخدمات الطوارئ المحلية أولاً: 911 في المملكة العربية السعودية، ثم تواصل مع مكتبنا.',
  },
  {
    section: 'emergency',
    fieldKey: 'whatsappMessage',
    en: 'EMERGENCY: I need urgent support with my household worker. Please contact me as soon as possible.',
    ar: 'طارئ: أحتاج إلى دعم عاجل بخصوص العاملة المنزلية لدي. يرجى التواصل معي في أقرب وقت.',
  },
  {
    section: 'emergency',
    fieldKey: 'subtitle',
    en: 'For urgent problems with a worker, reach our team at any hour.',
    ar: 'للمشكلات العاجلة مع العاملة أو العامل، تواصل مع فريقنا في أي وقت.',
  },
  { section: 'emergency', fieldKey: 'hotlineTitle', en: 'Emergency hotline', ar: 'خط الطوارئ' },
  { section: 'emergency', fieldKey: 'responseTitle', en: 'Response times', ar: 'أوقات الاستجابة' },
  { section: 'emergency', fieldKey: 'critical', en: 'Critical emergencies', ar: 'الحالات الطارئة الحرجة' },
  { section: 'emergency', fieldKey: 'criticalTime', en: 'Immediate', ar: 'فوراً' },
  { section: 'emergency', fieldKey: 'general', en: 'General issues', ar: 'المشكلات العامة' },
  { section: 'emergency', fieldKey: 'generalTime', en: 'Within 30 minutes', ar: 'خلال 30 دقيقة' },
  { section: 'emergency', fieldKey: 'inquiries', en: 'General inquiries', ar: 'الاستفسارات العامة' },
  { section: 'emergency', fieldKey: 'inquiriesTime', en: '2 to 4 hours', ar: 'من ساعتين إلى 4 ساعات' },
  { section: 'emergency', fieldKey: 'criticalListTitle', en: 'Critical emergencies', ar: 'الحالات الطارئة الحرجة' },
  {
    section: 'emergency',
    fieldKey: 'critical1',
    en: 'A worker is injured or seriously ill',
    ar: 'إصابة العاملة أو العامل أو مرضه الشديد',
  },
  {
    section: 'emergency',
    fieldKey: 'critical2',
    en: 'A worker is missing or has left the home',
    ar: 'تغيّب العاملة أو العامل أو مغادرته المنزل',
  },
  { section: 'emergency', fieldKey: 'critical3', en: 'A safety threat in the home', ar: 'تهديد للسلامة في المنزل' },
  {
    section: 'emergency',
    fieldKey: 'critical4',
    en: 'Urgent legal or residency problems',
    ar: 'مشكلات نظامية أو مشكلات إقامة عاجلة',
  },
  { section: 'emergency', fieldKey: 'generalListTitle', en: 'General issues', ar: 'المشكلات العامة' },
  {
    section: 'emergency',
    fieldKey: 'general1',
    en: 'Questions about duties or working hours',
    ar: 'أسئلة عن المهام أو ساعات العمل',
  },
  { section: 'emergency', fieldKey: 'general2', en: 'Communication difficulties', ar: 'صعوبات في التواصل' },
  {
    section: 'emergency',
    fieldKey: 'general3',
    en: 'Contract or paperwork questions',
    ar: 'أسئلة عن العقد أو الأوراق',
  },
  {
    section: 'emergency',
    fieldKey: 'general4',
    en: 'Requests for a replacement or a transfer of services',
    ar: 'طلبات الاستبدال أو نقل الخدمات',
  },
  { section: 'about', fieldKey: 'title', en: 'About us', ar: 'من نحن' },
  {
    section: 'about',
    fieldKey: 'subtitle',
    en: 'A licensed Riyadh office connecting families with trusted household workers since 2010.',
    ar: 'مكتب مرخّص في الرياض يصل الأسر بعمالة منزلية موثوقة منذ عام 2010.',
  },
  { section: 'about', fieldKey: 'missionTitle', en: 'Our mission', ar: 'رسالتنا' },
  {
    section: 'about',
    fieldKey: 'mission',
    en: 'To give every family a reliable, well-prepared household worker through a clear and lawful process that respects the rights of both the family and the worker.',
    ar: 'أن نوفّر لكل أسرة عاملة أو عاملاً موثوقاً ومؤهلاً عبر إجراءات واضحة ونظامية تحترم حقوق الأسرة والعامل معاً.',
  },
  { section: 'about', fieldKey: 'visionTitle', en: 'Our vision', ar: 'رؤيتنا' },
  {
    section: 'about',
    fieldKey: 'vision',
    en: 'To be the most trusted recruitment and transfer-of-services office in the Kingdom, known for honesty, care and quick follow-up.',
    ar: 'أن نكون مكتب الاستقدام ونقل الخدمات الأكثر ثقة في المملكة، معروفين بالأمانة والعناية وسرعة المتابعة.',
  },
  { section: 'about', fieldKey: 'teamTitle', en: 'Our team', ar: 'فريقنا' },
  { section: 'about', fieldKey: 'member1Name', en: 'Abdullah Al-Qahtani', ar: 'عبدالله القحطاني' },
  { section: 'about', fieldKey: 'member1Role', en: 'Office manager', ar: 'مدير المكتب' },
  { section: 'about', fieldKey: 'member2Name', en: 'Sara Al-Otaibi', ar: 'سارة العتيبي' },
  { section: 'about', fieldKey: 'member2Role', en: 'Recruitment coordinator', ar: 'منسقة الاستقدام' },
  { section: 'about', fieldKey: 'member3Name', en: 'Khalid Al-Dosari', ar: 'خالد الدوسري' },
  { section: 'about', fieldKey: 'member3Role', en: 'Client care officer', ar: 'مسؤول خدمة العملاء' },
  { section: 'process', fieldKey: 'title', en: 'Our recruitment process', ar: 'مراحل الاستقدام لدينا' },
  {
    section: 'process',
    fieldKey: 'subtitle',
    en: 'Six careful steps from the first search to the day the worker joins your family.',
    ar: 'ست خطوات دقيقة من البحث الأول حتى يوم انضمام العاملة أو العامل إلى أسرتك.',
  },
  { section: 'process', fieldKey: 'downloadTitle', en: 'Keep the guide', ar: 'احتفظ بالدليل' },
  {
    section: 'process',
    fieldKey: 'downloadText',
    en: 'Download a short text guide to the six steps.',
    ar: 'حمّل دليلاً نصياً مختصراً للخطوات الست.',
  },
  { section: 'process', fieldKey: 'sourcingTitle', en: 'Sourcing', ar: 'البحث عن المرشحين' },
  {
    section: 'process',
    fieldKey: 'sourcingText',
    en: 'We work with licensed partner agencies in seven countries to find candidates who fit your needs.',
    ar: 'نعمل مع وكالات شريكة مرخّصة في سبع دول لإيجاد مرشحين يناسبون احتياجاتك.',
  },
  { section: 'process', fieldKey: 'screeningTitle', en: 'Screening', ar: 'الفرز' },
  {
    section: 'process',
    fieldKey: 'screeningText',
    en: "We review each candidate's documents, work history and references, and hold a first interview.",
    ar: 'نراجع وثائق كل مرشح وسجل عمله ومراجعه، ونجري مقابلة أولى.',
  },
  { section: 'process', fieldKey: 'skillsTitle', en: 'Skills assessment', ar: 'تقييم المهارات' },
  {
    section: 'process',
    fieldKey: 'skillsText',
    en: 'Practical tests of cleaning, cooking, childcare or driving, depending on the job.',
    ar: 'اختبارات عملية في التنظيف أو الطبخ أو رعاية الأطفال أو القيادة بحسب الوظيفة.',
  },
  { section: 'process', fieldKey: 'backgroundTitle', en: 'Background verification', ar: 'التحقق من الخلفية' },
  {
    section: 'process',
    fieldKey: 'backgroundText',
    en: 'Medical checks and verification of identity and previous employment, as the regulations require.',
    ar: 'فحوصات طبية والتحقق من الهوية وجهات العمل السابقة كما تتطلب الأنظمة.',
  },
  { section: 'process', fieldKey: 'trainingTitle', en: 'Training and certification', ar: 'التدريب والاعتماد' },
  {
    section: 'process',
    fieldKey: 'trainingText',
    en: 'Orientation on Saudi household customs, safety and language basics before arrival.',
    ar: 'تعريف بعادات المنازل السعودية وقواعد السلامة وأساسيات اللغة قبل الوصول.',
  },
  { section: 'process', fieldKey: 'matchingTitle', en: 'Client matching', ar: 'المطابقة مع العميل' },
  {
    section: 'process',
    fieldKey: 'matchingText',
    en: 'We match the worker with your family, arrange the interview and follow up after arrival.',
    ar: 'نطابق العاملة أو العامل مع أسرتك، وننسق المقابلة، ونتابع بعد الوصول.',
  },
];

/** The default of one item, or undefined for an item the admin added (e.g. a new FAQ entry). */
export function contentDefaultOf(section: string, fieldKey: string): ContentDefault | undefined {
  return contentDefaults.find((item) => item.section === section && item.fieldKey === fieldKey);
}

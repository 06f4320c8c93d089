/** The demo tenant's own data: teacher profile, testimonials, contact record, books, people. */
import { DEFAULT_TENANT_ID } from '@dars/core/rules';
import { PROFILE_DEFAULTS } from '../domain/tenant-profile/get-tenant-profile.ts';
import type { TeacherProfileFile } from '../domain/tenants/index.ts';
import type { Grade } from '../db/schema.ts';

/** The demo tenant is the product's default tenant, the one the web app calls without configuration. */
export const DEMO_TENANT_ID = DEFAULT_TENANT_ID;
export const DEMO_TENANT_NAME = 'منصة الأحياء - أ. محمد عبد الحميد';
export const DEMO_B_TENANT_ID = 'tenant-demo-b';
export const DEMO_PASSWORD = 'Dars@2026';

export const DEMO_PROFILE: TeacherProfileFile = {
  teacherName: 'أ. محمد عبد الحميد',
  photoUrl: null,
  specialization: 'مدرس أول الأحياء للمرحلة الثانوية',
  bio: 'مدرس أحياء بخبرة تزيد عن عشر سنوات في تدريس طلاب الثانوية العامة، يؤمن بأن الفهم أساس التفوق، ويقدم شرحاً مبسطاً مدعوماً بالرسوم والتجارب والاختبارات الدورية.',
  qualifications: [
    'بكالوريوس العلوم والتربية - شعبة البيولوجي، جامعة عين شمس',
    'دبلوم خاص في المناهج وطرق تدريس العلوم',
    'مدرس أول أحياء بوزارة التربية والتعليم',
    'مؤلف سلسلة مذكرات "الأحياء ببساطة" للمرحلة الثانوية',
  ],
  approach: [
    'شرح مبسط يبدأ من الفكرة الأساسية ثم التفاصيل',
    'رسوم توضيحية وخرائط ذهنية لكل درس',
    'اختبار قصير بعد كل وحدة لمتابعة مستوى الطالب',
    'متابعة مستمرة مع أولياء الأمور',
  ],
  subjects: [
    { name: 'الأحياء - الصف الأول الثانوي', level: 'أساسي' },
    { name: 'الأحياء - الصف الثاني الثانوي', level: 'متوسط' },
    { name: 'الأحياء - الصف الثالث الثانوي', level: 'متقدم' },
    { name: 'الجيولوجيا وعلوم البيئة', level: 'متقدم' },
  ],
  // the demo shows the product's own figures and theme
  statistics: { ...PROFILE_DEFAULTS.statistics },
  footerFigures: { ...PROFILE_DEFAULTS.footerFigures },
  theme: { ...PROFILE_DEFAULTS.theme },
  companyName: PROFILE_DEFAULTS.companyName,
  testimonials: [
    {
      author: 'سارة أحمد',
      caption: 'طالبة بالصف الثالث الثانوي',
      text: 'أسلوب الشرح سهل جداً، والاختبارات بعد كل وحدة ساعدتني أعرف مستواي. جبت الدرجة النهائية في الأحياء!',
      rating: 5,
    },
    {
      author: 'يوسف خالد',
      caption: 'طالب بالصف الثاني الثانوي',
      text: 'الفيديوهات منظمة والملخصات ممتازة، وأقدر أراجع أي درس في أي وقت.',
      rating: 5,
    },
    {
      author: 'والدة الطالبة مريم',
      caption: 'ولية أمر',
      text: 'متابعة ممتازة وتواصل مستمر، ومستوى بنتي اتحسن جداً من أول شهر.',
      rating: 5,
    },
  ],
};

export const DEMO_CONTACT = {
  whatsapp: '01012345678',
  facebook: 'https://www.facebook.com/dars.biology',
  youtube: 'https://www.youtube.com/@dars-biology',
  /** empty on purpose: the footer shows the TikTok icon disabled */
  tiktok: '',
};

export const DEMO_BOOKS: Array<{ title: string; description: string; price: number; grade: Grade }> = [
  {
    title: 'الأحياء ببساطة - الصف الأول الثانوي',
    description: 'مذكرة شاملة للترمين مع أسئلة على كل درس.',
    price: 120,
    grade: 'Secondary1',
  },
  {
    title: 'بنك أسئلة الأحياء - الصف الأول الثانوي',
    description: 'أكثر من 1000 سؤال بالإجابات النموذجية.',
    price: 90,
    grade: 'Secondary1',
  },
  {
    title: 'الأحياء ببساطة - الصف الثاني الثانوي',
    description: 'شرح مبسط للتغذية والنقل والتنفس والإخراج.',
    price: 130,
    grade: 'Secondary2',
  },
  {
    title: 'الأحياء ببساطة - الصف الثالث الثانوي',
    description: 'كتاب الثانوية العامة كاملاً بالرسوم التوضيحية.',
    price: 160,
    grade: 'Secondary3',
  },
  {
    title: 'المراجعة النهائية - الثانوية العامة',
    description: 'مراجعة مركزة ونماذج امتحانات بنظام البوكليت.',
    price: 95,
    grade: 'Secondary3',
  },
];

export const DEMO_STUDENT = {
  userName: 'أحمد محمود',
  email: 'student@dars.test',
  phoneNumber: '01000000001',
  parentPhone: '01000000002',
  academicYear: 'Secondary3' as Grade,
};

/** The teacher: the tenant's Admin, who runs the console at /teacher. */
export const DEMO_TEACHER = {
  userName: 'أ. محمد عبد الحميد',
  email: 'teacher@dars.test',
  phoneNumber: '01000000008',
  parentPhone: '01000000008',
  academicYear: 'Secondary3' as Grade,
};

export const DEMO_MODERATOR = {
  userName: 'مشرف المنصة',
  email: 'moderator@dars.test',
  phoneNumber: '01000000009',
  parentPhone: '01000000009',
  academicYear: 'Secondary3' as Grade,
};

export const DEMO_B_PROFILE: TeacherProfileFile = {
  teacherName: 'أ. منى السيد',
  specialization: 'مدرسة أحياء',
  bio: 'مستأجر تجريبي ثانٍ.',
  testimonials: [],
};

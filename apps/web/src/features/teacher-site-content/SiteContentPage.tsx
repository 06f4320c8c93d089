import { PageHeader, QueryState } from '../../shared/console/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import { useTeacherProfile, useTestimonials } from './api/site-content.ts';
import { ProfileForm } from './components/ProfileForm.tsx';
import { Testimonials } from './components/Testimonials.tsx';
import './messages.ts';

/** What the public site shows about the teacher: the profile, contact links and testimonials. */
export default function SiteContentPage() {
  const t = useT();
  const profile = useTeacherProfile();
  const testimonials = useTestimonials();
  return (
    <section>
      <PageHeader title={t('teacher.home.title')} hint={t('teacher.home.hint')} />
      <QueryState query={profile}>{(data) => <ProfileForm profile={data} />}</QueryState>
      <QueryState query={testimonials}>{(items) => <Testimonials items={items} />}</QueryState>
    </section>
  );
}

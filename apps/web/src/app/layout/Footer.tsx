import { Link } from 'react-router';
import type { Contact } from '@dars/core/contract';
import { socialLinkState, whatsAppChatLink } from '@dars/core/rules';
import { useContact } from '../../shared/api/contact.ts';
import { useTenantProfile } from '../../shared/api/tenant-profile.ts';
import { useLocale, useT, type MessageId } from '../../shared/i18n/index.ts';
import { buttonClasses } from '../../shared/ui/button-classes.ts';
import { SocialIcon, type SocialNetwork } from './SocialIcon.tsx';

const NETWORKS: readonly { network: SocialNetwork; name: MessageId }[] = [
  { network: 'whatsapp', name: 'layout.footer.social.whatsapp' },
  { network: 'facebook', name: 'layout.footer.social.facebook' },
  { network: 'youtube', name: 'layout.footer.social.youtube' },
  { network: 'tiktok', name: 'layout.footer.social.tiktok' },
];

function socialHref(
  network: SocialNetwork,
  contact: Contact | null | undefined,
  whatsappText: string,
): string | null {
  if (!contact) return null;
  if (network === 'whatsapp') return whatsAppChatLink(contact.whatsApp_Number, whatsappText);
  const url =
    network === 'facebook'
      ? contact.facebook_Page
      : network === 'youtube'
        ? contact.youTube_Channel
        : contact.tiktokChannel;
  const state = socialLinkState(url);
  return state.state === 'available' ? state.href : null;
}

const linkClass = 'rounded text-gray-200 hover:text-white hover:underline';

export default function Footer() {
  const t = useT();
  const { formatNumber } = useLocale();
  const contact = useContact();
  const profile = useTenantProfile();
  const figures = profile.data?.footerFigures;
  const whatsappText = t('layout.footer.whatsappDefaultText');

  const figureItems = [
    {
      value: figures ? `${formatNumber(figures.students, { useGrouping: false })}+` : '—',
      label: t('marketing.footer.students.caption'),
    },
    {
      value: figures ? `${formatNumber(figures.successRate)}%` : '—',
      label: t('marketing.footer.successRate.caption'),
    },
    { value: figures ? formatNumber(figures.rating) : '—', label: t('marketing.footer.rating.caption') },
  ];

  return (
    <footer className="bg-gray-900 text-gray-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-2xl font-bold text-white">{t('common.appName')}</p>
          <p className="mt-3 text-gray-300">{t('layout.footer.tagline')}</p>
          <Link to="/register" className={buttonClasses('secondary', 'md', 'mt-5')}>
            {t('layout.footer.joinNow')}
          </Link>
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="text-lg font-bold text-white">
            {t('layout.footer.quickLinks')}
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/" className={linkClass}>
                {t('layout.route.home')}
              </Link>
            </li>
            <li>
              <Link to="/#courses" className={linkClass}>
                {t('layout.topBar.packages')}
              </Link>
            </li>
            <li>
              <Link to="/about" className={linkClass}>
                {t('layout.route.about')}
              </Link>
            </li>
            <li>
              <Link to="/login" className={linkClass}>
                {t('layout.route.login')}
              </Link>
            </li>
            <li>
              <Link to="/register" className={linkClass}>
                {t('layout.route.register')}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-lg font-bold text-white">{t('layout.footer.followUs')}</h2>
          <ul className="mt-3 flex gap-3" data-testid="social-links">
            {NETWORKS.map(({ network, name }) => {
              const href = socialHref(network, contact.data, whatsappText);
              const networkName = t(name);
              return (
                <li key={network}>
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={networkName}
                      title={networkName}
                      className="flex size-11 items-center justify-center rounded-full bg-gray-700 text-white hover:bg-primary-700"
                    >
                      <SocialIcon network={network} />
                    </a>
                  ) : (
                    <span
                      role="link"
                      aria-disabled="true"
                      aria-label={t('layout.footer.socialUnavailable', { network: networkName })}
                      title={t('layout.footer.socialUnavailable', { network: networkName })}
                      className="flex size-11 cursor-not-allowed items-center justify-center rounded-full bg-gray-800 text-gray-400"
                    >
                      <SocialIcon network={network} />
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          <dl className="mt-6 grid grid-cols-3 gap-2 text-center">
            {figureItems.map((item) => (
              <div key={item.label} className="flex flex-col-reverse rounded-lg bg-gray-800 p-2">
                <dt className="text-sm text-gray-300">{item.label}</dt>
                <dd className="text-xl font-bold text-white" dir="ltr">
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="border-t border-gray-800 py-4 text-center text-sm text-gray-300">
        {t('layout.footer.copyright', {
          year: String(new Date().getFullYear()),
          company: profile.data?.companyName ?? '',
        })}
      </div>
    </footer>
  );
}

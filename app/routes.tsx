import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { requireCatalogue, type CataloguePart } from '@lib/i18n';
import { RootLayout } from './layout/root-layout';
// The landing page is where most visits start: it ships with the entry, so it renders
// without another round trip.
import HomePage from './pages/home-page';
import { RedirectSignedIn, RequireRole, portalAccess, type GuardedPath } from './routing';

// Every other route is its own chunk (ARCHITECTURE.md, Performance). A route whose text is
// outside the Nepali catalogue's public part loads its part with its code (ADR 0045).
const withMessages =
  <T,>(parts: CataloguePart[], load: () => Promise<T>) =>
  () =>
    Promise.all([load(), requireCatalogue(...parts)]).then(([module]) => module);
const AboutPage = lazy(withMessages(['pages'], () => import('./pages/about-page')));
const ContactPage = lazy(withMessages(['pages'], () => import('./pages/contact-page')));
const HelpCenterPage = lazy(withMessages(['pages'], () => import('./pages/help-center-page')));
const FaqPage = lazy(withMessages(['pages'], () => import('./pages/faq-page')));
const PrivacyPage = lazy(withMessages(['pages'], () => import('./pages/privacy-page')));
const TermsPage = lazy(withMessages(['pages'], () => import('./pages/terms-page')));
const CookiesPage = lazy(withMessages(['pages'], () => import('./pages/cookies-page')));
const LegalPolicyPage = lazy(withMessages(['pages'], () => import('./pages/legal-policy-page')));
const LoginPage = lazy(() => import('./pages/login-page'));
const RegisterPage = lazy(withMessages(['pages'], () => import('./pages/register-page')));
const ForgotPasswordPage = lazy(() => import('./pages/forgot-password-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const ComingSoonPage = lazy(() => import('./pages/coming-soon-page'));
const AmbulanceSearchPage = lazy(() => import('./pages/ambulance-search-page'));
const BookAppointmentPage = lazy(() => import('./pages/book-appointment-page'));
const CancelAppointmentPage = lazy(
  withMessages(['portal'], () => import('./pages/cancel-appointment-page')),
);
const PortalPage = lazy(withMessages(['portal', 'care'], () => import('./pages/portal-page')));
const AdminPortalPage = lazy(
  withMessages(['portal', 'care', 'admin'], () => import('./pages/portal-page')),
);
const SearchPage = lazy(() => import('./pages/search-page'));
const DoctorsNearMePage = lazy(() => import('./pages/doctors-near-me-page'));
const DoctorProfilePage = lazy(() => import('./pages/doctor-profile-page'));
const HospitalPage = lazy(() => import('./pages/hospital-page'));
const RxPage = lazy(withMessages(['portal'], () => import('./pages/rx-page')));
const DashboardPage = lazy(withMessages(['portal'], () => import('./pages/dashboard-page')));
const HealthFeedPage = lazy(() => import('./pages/health-feed-page'));

const guarded = (path: GuardedPath, page: ReactNode) => (
  <Route path={path} element={<RequireRole roles={portalAccess[path]}>{page}</RequireRole>} />
);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route
          path="/"
          element={
            <RedirectSignedIn>
              <HomePage />
            </RedirectSignedIn>
          }
        />
        <Route path="/services" element={<Navigate to="/#services" replace />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/help-center" element={<HelpCenterPage />} />
        <Route path="/faq" element={<FaqPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/cookies" element={<CookiesPage />} />
        <Route path="/legal-policy" element={<LegalPolicyPage />} />
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/auth/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />

        <Route path="/health-feed" element={<HealthFeedPage />} />
        <Route path="/search" element={<SearchPage />} />
        <Route path="/doctors-near-me" element={<DoctorsNearMePage />} />
        <Route path="/doctor-profile/:doctorId" element={<DoctorProfilePage />} />
        <Route path="/doctor/:id" element={<DoctorProfilePage />} />
        <Route path="/book-appointment/:id" element={<BookAppointmentPage />} />
        <Route path="/appointments/cancel" element={<CancelAppointmentPage />} />
        <Route path="/hospital/:id" element={<HospitalPage />} />
        <Route path="/rx/:code" element={<RxPage />} />

        <Route path="/labs-near-me" element={<ComingSoonPage which="labsNearMe" />} />
        <Route path="/pharmacies-near-me" element={<ComingSoonPage which="pharmaciesNearMe" />} />
        <Route path="/hospitals-near-me" element={<ComingSoonPage which="hospitalsNearMe" />} />
        <Route path="/ambulance-search" element={<AmbulanceSearchPage />} />

        {/* The nested provider routes and the not-found page's suggestions (ADR 0009). */}
        <Route path="/doctors/*" element={<Navigate to="/doctors-near-me" replace />} />
        <Route path="/find-doctors" element={<Navigate to="/doctors-near-me" replace />} />
        <Route path="/hospitals/*" element={<Navigate to="/hospitals-near-me" replace />} />
        <Route path="/find-hospitals" element={<Navigate to="/hospitals-near-me" replace />} />
        <Route path="/labs/*" element={<Navigate to="/labs-near-me" replace />} />
        <Route path="/pharmacies/*" element={<Navigate to="/pharmacies-near-me" replace />} />
        <Route path="/pharmacy" element={<Navigate to="/pharmacies-near-me" replace />} />
        <Route path="/ambulances/*" element={<Navigate to="/ambulance-search" replace />} />

        {guarded('/portal/user', <PortalPage portal="user" />)}
        {guarded('/portal/doctor', <PortalPage portal="doctor" />)}
        {guarded('/portal/admin', <AdminPortalPage portal="admin" />)}
        {guarded('/dashboard', <DashboardPage />)}
        {guarded('/portal/hospital', <ComingSoonPage which="hospitalPortal" />)}
        {guarded('/portal/lab', <ComingSoonPage which="labPortal" />)}
        {guarded('/portal/pharmacy', <ComingSoonPage which="pharmacyPortal" />)}
        {guarded('/portal/ambulance', <ComingSoonPage which="ambulancePortal" />)}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

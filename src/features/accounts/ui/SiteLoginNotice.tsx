/**
 * Shown above Payload's /cms sign-in form (admin.components.beforeLogin):
 * admins sign in with their authenticator code, which this form has no field
 * for, so they are sent to the site's login, which signs them in to /cms too.
 * Editors keep using this form. English and Hindi, as the CMS serves both.
 */
export default function SiteLoginNotice() {
  return (
    <p style={{ marginBottom: '1.5rem', padding: '0.75rem 1rem', border: '1px solid var(--theme-elevation-150)', borderRadius: 4 }}>
      <strong>Admins:</strong> please <a href="/login?next=/cms">sign in on the website</a> with your authenticator code.
      <br />
      <span lang="hi">
        <strong>एडमिन:</strong> कृपया अपने ऑथेंटिकेटर कोड के साथ <a href="/hi/login?next=/cms">वेबसाइट पर लॉगिन करें</a>।
      </span>
    </p>
  )
}

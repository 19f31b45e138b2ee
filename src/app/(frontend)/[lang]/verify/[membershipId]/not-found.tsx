/** An id no membership carries: a plain answer, no guesses about why. */
export default function MembershipNotFound() {
  return (
    <section className="container section status-page">
      <h1>Membership not found</h1>
      <p>No membership has this ID. Check the address, or scan the certificate&apos;s QR code again.</p>
    </section>
  )
}

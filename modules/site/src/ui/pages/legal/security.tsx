export default function LegalSecurityPage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">security</h1>
    </section>
  );
}

export default function LegalTermsPage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">terms</h1>
    </section>
  );
}

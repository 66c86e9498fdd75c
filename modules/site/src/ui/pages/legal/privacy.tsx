export default function LegalPrivacyPage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">privacy</h1>
    </section>
  );
}

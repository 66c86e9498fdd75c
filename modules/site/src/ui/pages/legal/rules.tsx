export default function LegalRulesPage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">rules</h1>
    </section>
  );
}

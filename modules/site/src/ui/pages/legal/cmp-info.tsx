export default function LegalCmpInfoPage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">cmp-info</h1>
    </section>
  );
}

export default function PlusPage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">plus</h1>
    </section>
  );
}

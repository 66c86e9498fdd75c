export default function FlagsPage() {
  return (
    <section className="py-8">
      <h1 className="text-2xl font-bold">flags</h1>
    </section>
  );
}

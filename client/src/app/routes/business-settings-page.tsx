// Placeholder: this page is being built.
export default function Page() {
  return <main id="main" className="container py-10" />;
}

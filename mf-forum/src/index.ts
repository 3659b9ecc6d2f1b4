// The async boundary of Module Federation: shared singletons are negotiated before the app starts.
import('./bootstrap.tsx');

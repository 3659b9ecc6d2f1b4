import { createRoot } from 'react-dom/client';
import ToolSearchPage from './pages/tool-search-page.tsx';
createRoot(document.getElementById('root')!).render(<ToolSearchPage />);

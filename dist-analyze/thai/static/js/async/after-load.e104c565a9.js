"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([["0z"],{yY(e,t,i){i.r(t),i.d(t,{default:()=>h});var n=i("w"),r=i("u"),o=i("A"),l=i("a"),a=i("mc"),s=i("vM"),d=i("Q");function c(e){return window.addEventListener("online",e),window.addEventListener("offline",e),()=>{window.removeEventListener("online",e),window.removeEventListener("offline",e)}}function u(e){let{reload:t=()=>window.location.reload()}=e,i=(0,r.useSyncExternalStore)(c,()=>navigator.onLine,()=>!0),u=(0,o.u)();return i?null:(0,n.Y)("div",{css:(0,l.AH)`
        position: fixed;
        inset: 0;
        z-index: 1000;
        overflow: auto;
        background: ${u.background};
        color: ${u.text};
      `,children:(0,n.FD)(d.Y,{title:(0,n.Y)(a.sA,{id:"pwa.offline.title"}),children:[(0,n.Y)("p",{children:(0,n.Y)(a.sA,{id:"pwa.offline.text"})}),(0,n.Y)(s.$,{block:!0,onClick:t,children:(0,n.Y)(a.sA,{id:"pwa.offline.retry"})})]})})}async function p(e){var t;let n;if(!("serviceWorker"in navigator))return;await new Promise(e=>setTimeout(e,4e3));let{Workbox:r}=await i.e("b0").then(i.bind(i,"g9")),o=new r("/sw.js"),l=(t=()=>window.location.reload(),n=!1,()=>{n||(n=!0,o.addEventListener("controlling",()=>t()),o.messageSkipWaiting())});o.addEventListener("waiting",()=>e(l));try{await o.register()}catch{return}document.addEventListener("visibilitychange",()=>{"visible"===document.visibilityState&&o.update().catch(()=>void 0)})}function f(e){let{register:t=p}=e,i=(0,o.u)(),[d,c]=(0,r.useState)(null),[u,f]=(0,r.useState)(!1);return((0,r.useEffect)(()=>{t(e=>c(()=>e)).catch(()=>void 0)},[t]),d)?(0,n.FD)("div",{css:(0,l.AH)`
        position: fixed;
        left: 8px;
        right: 8px;
        bottom: calc(72px + env(safe-area-inset-bottom));
        z-index: 900;
        display: flex;
        align-items: center;
        gap: 12px;
        padding: 8px 8px 8px 16px;
        border-radius: ${i.radius};
        background: ${i.surfaceAlt};
        border: 1px solid ${i.border};
        color: ${i.text};
        box-shadow: 0 4px 16px rgb(0 0 0 / 40%);
      `,children:[(0,n.Y)("span",{role:"status",css:(0,l.AH)`flex: 1;`,children:(0,n.Y)(a.sA,{id:"pwa.update.text"})}),(0,n.Y)(s.$,{loading:u,onClick:()=>{f(!0),d()},children:(0,n.Y)(a.sA,{id:"pwa.update.reload"})})]}):null}var g=i("HW"),w=i("ly");let m={"/login":{title:"seo.login.title",description:"seo.login.description"},"/register":{title:"seo.register.title",description:"seo.register.description"}};function v(e,t){let i=document.head.querySelector(`meta[name="${e}"]`);null===t?i?.remove():(i||((i=document.createElement("meta")).name=e,document.head.append(i)),i.content=t)}function x(){let[e]=(0,g.zy)(),t=(0,a.tz)(),{appName:i}=(0,w.P)();return(0,r.useEffect)(()=>{let n=m[e];document.title=n?t.formatMessage({id:n.title},{appName:i}):i,n&&v("description",t.formatMessage({id:n.description},{appName:i})),v("robots","/user"===e||e.startsWith("/user/")?"noindex":null)},[e,t,i]),null}function h(){return(0,r.useEffect)(()=>{let e=setTimeout(()=>void 0,3e3);return()=>clearTimeout(e)},[]),(0,n.FD)(n.FK,{children:[(0,n.Y)(x,{}),(0,n.Y)(u,{}),(0,n.Y)(f,{})]})}}}]);
//# sourceMappingURL=after-load.e104c565a9.js.map
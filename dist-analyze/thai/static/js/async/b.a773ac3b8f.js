"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([["b"],{Jz(e,t,r){r.d(t,{HowtoScreen:()=>g});var n=r("w"),i=r("A"),l=r("a"),a=r("u"),o=r("mc"),d=r("S"),s=r("ly"),c=r("Y"),u=r("yr"),p=r("Q"),f=r("vM");function h(e){let{src:t,title:r}=e,d=(0,i.u)(),s=(0,a.useRef)(null),[c,u]=(0,a.useState)(!1),[p,h]=(0,a.useState)(0);return(0,a.useEffect)(()=>{let e=s.current;if(e&&t)return e.src=t,e.play()?.catch(()=>{}),()=>{e.pause(),e.removeAttribute("src"),e.load()}},[t,p]),(0,n.FD)("div",{css:(0,l.AH)`display: grid; gap: 8px;`,children:[(0,n.Y)("video",{ref:s,controls:!0,playsInline:!0,preload:"auto","aria-label":r,"data-autofocus":"",onError:e=>{e.currentTarget.getAttribute("src")&&u(!0)},css:(0,l.AH)`
          display: block;
          width: 100%;
          aspect-ratio: 16 / 9;
          border-radius: ${d.radius};
          background: #000;
        `}),null===t?(0,n.Y)("p",{role:"alert",css:(0,l.AH)`margin: 0; color: ${d.danger};`,children:(0,n.Y)(o.sA,{id:"security.unsafeLink"})}):c?(0,n.FD)("div",{role:"alert",css:(0,l.AH)`display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px;`,children:[(0,n.Y)("p",{css:(0,l.AH)`flex: 1 1 200px; margin: 0; color: ${d.danger};`,children:(0,n.Y)(o.sA,{id:"howto.video.loadFailed"})}),(0,n.Y)(f.$,{variant:"secondary",onClick:()=>{u(!1),h(e=>e+1)},children:(0,n.Y)(o.sA,{id:"ui.retry"})})]}):null]})}function g(){let e=(0,i.u)(),t=(0,o.tz)(),r=(0,s.P)(),[f,g]=(0,a.useState)(null),m=f?t.formatMessage({id:f.titleId}):"";return(0,n.FD)(p.Y,{title:(0,n.Y)(o.sA,{id:"howto.title"}),children:[(0,n.Y)("p",{css:(0,l.AH)`margin: 0 0 16px; color: ${e.textMuted};`,children:(0,n.Y)(o.sA,{id:"howto.intro"})}),(0,n.Y)("ul",{css:(0,l.AH)`display: grid; gap: 10px; margin: 0; padding: 0; list-style: none;`,children:r.howto.map(r=>(0,n.Y)("li",{children:(0,n.FD)("button",{type:"button","aria-haspopup":"dialog",onClick:()=>g(r),css:(0,l.AH)`
                display: flex;
                align-items: center;
                gap: 12px;
                width: 100%;
                min-height: 56px;
                padding: 10px 14px;
                border: 1px solid ${e.border};
                border-radius: ${e.radius};
                background: ${e.surface};
                text-align: start;
                font-weight: 600;
                cursor: pointer;
              `,children:[(0,n.Y)("span",{"aria-hidden":"true",css:(0,l.AH)`
                  display: grid;
                  place-items: center;
                  flex: none;
                  width: 36px;
                  height: 36px;
                  border-radius: 50%;
                  background: ${e.primary};
                  color: ${e.onPrimary};
                `,children:(0,n.Y)(c.ud,{size:18})}),t.formatMessage({id:r.titleId})]})},r.src))}),(0,n.Y)(u.a,{open:null!==f,onClose:()=>g(null),title:m,size:"lg",children:f?(0,n.Y)(h,{src:(0,d.D1)(f.src),title:m},f.src):null})]})}},yr(e,t,r){var n=r("w"),i=r("a"),l=r("A"),a=r("u"),o=r("ll"),d=r("mc"),s=r("XA");let c=[],u=(0,i.i7)`from { transform: translateY(16px); opacity: 0; } to { transform: none; opacity: 1; }`;function p(e){let{onClose:t,title:r,children:p,footer:f,hideClose:h=!1,dismissible:g=!0,size:m="md"}=e,x=(0,l.u)(),b=(0,d.tz)(),y=(0,a.useId)(),v=(0,a.useRef)(null),w=(0,a.useRef)(t);w.current=t;let A=(0,a.useRef)(null),Y=(0,s.k)(A),k=(0,a.useRef)(g);return k.current=g,(0,a.useEffect)(()=>{let e=v.current;if(!e)return;let t=document.activeElement instanceof HTMLElement?document.activeElement:null;c.push(e),(e.querySelector("[data-autofocus]")??e).focus();let{overflow:r}=document.body.style;function n(t){if(c[c.length-1]!==e||!e)return;if("Escape"===t.key&&k.current){t.stopPropagation(),w.current();return}if("Tab"!==t.key)return;let r=Array.from(e.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])'));if(0===r.length){t.preventDefault(),e.focus();return}let n=r[0],i=r[r.length-1];t.shiftKey&&(document.activeElement===n||document.activeElement===e)?(t.preventDefault(),i?.focus()):t.shiftKey||document.activeElement!==i||(t.preventDefault(),n?.focus())}return document.body.style.overflow="hidden",document.addEventListener("keydown",n),()=>{document.removeEventListener("keydown",n),c.splice(c.indexOf(e),1),0===c.length&&(document.body.style.overflow=r),t?.focus()}},[]),(0,o.createPortal)((0,n.Y)("div",{css:(0,i.AH)`
        position: fixed;
        inset: 0;
        z-index: 100;
        display: flex;
        align-items: flex-end;
        justify-content: center;
        background: rgb(0 0 0 / 0.6);
        padding: env(safe-area-inset-top) 0 0;
        @media (min-width: 480px) {
          align-items: center;
          padding: 16px;
        }
      `,onMouseDown:e=>{e.target===e.currentTarget&&g&&t()},children:(0,n.FD)("div",{ref:v,role:"dialog","aria-modal":"true","aria-labelledby":y,tabIndex:-1,css:(0,i.AH)`
          width: 100%;
          /* Never wider than the screen: wide content (a table) scrolls inside instead. */
          min-width: 0;
          max-width: ${{sm:360,md:440,lg:560}[m]}px;
          max-height: calc(100dvh - env(safe-area-inset-top) - 24px);
          display: flex;
          flex-direction: column;
          background: ${x.surface};
          color: ${x.text};
          border-radius: 16px 16px 0 0;
          padding-bottom: env(safe-area-inset-bottom);
          animation: ${u} 0.18s ease-out;
          outline: none;
          @media (min-width: 480px) {
            border-radius: 16px;
          }
        `,children:[(0,n.FD)("header",{css:(0,i.AH)`
            display: flex;
            align-items: center;
            gap: 8px;
            padding: 14px 16px;
            border-bottom: 1px solid ${x.border};
          `,children:[(0,n.Y)("h2",{id:y,css:(0,i.AH)`
              flex: 1;
              margin: 0;
              font-size: 17px;
            `,children:r}),h?null:(0,n.Y)("button",{type:"button","aria-label":b.formatMessage({id:"ui.close"}),onClick:()=>{g&&t()},disabled:!g,css:(0,i.AH)`
                width: 44px;
                height: 44px;
                border: 0;
                border-radius: 50%;
                background: ${x.surfaceAlt};
                font-size: 20px;
                line-height: 1;
                cursor: pointer;
              `,children:"×"})]}),(0,n.Y)("div",{ref:A,tabIndex:Y?0:void 0,css:(0,i.AH)`
            padding: 16px;
            min-width: 0;
            overflow: auto;
            overscroll-behavior: contain;
          `,children:p}),f?(0,n.Y)("footer",{css:(0,i.AH)`
              display: flex;
              gap: 8px;
              justify-content: flex-end;
              padding: 12px 16px 16px;
            `,children:f}):null]})}),document.body)}r.d(t,{},{a:function(e){return e.open?(0,n.Y)(p,{...e}):null}})},XA(e,t,r){var n=r("u");r.d(t,{},{k:function(e){let t=arguments.length>1&&void 0!==arguments[1]?arguments[1]:"y",[r,i]=(0,n.useState)(!1);return(0,n.useEffect)(()=>{let r=e.current;if(!r||"u"<typeof ResizeObserver)return;let n=()=>i("y"===t?r.scrollHeight>r.clientHeight+1:r.scrollWidth>r.clientWidth+1),l=new ResizeObserver(n);l.observe(r);let a=new MutationObserver(n);return a.observe(r,{childList:!0,subtree:!0,characterData:!0}),n(),()=>{l.disconnect(),a.disconnect()}},[e,t]),r}})}}]);
//# sourceMappingURL=b.a773ac3b8f.js.map
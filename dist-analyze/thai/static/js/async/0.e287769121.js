"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([[0],{aV(e,t,n){var r=n("w"),i=n("A"),o=n("a"),l=n("B"),a=n("u"),d=n("mc"),s=n("vM"),c=n("N"),u=n("Y"),f=n("yr");function p(e){let{kind:t}=e,n=(0,i.u)(),l="success"===t?n.success:"error"===t?n.danger:n.warning,a="success"===t?(0,r.Y)(u.Sr,{size:34}):"error"===t?"!":"?";return(0,r.Y)("div",{"aria-hidden":!0,css:(0,o.AH)`
        width: 64px;
        height: 64px;
        margin: 0 auto 12px;
        border-radius: 50%;
        border: 3px solid ${l};
        color: ${l};
        display: grid;
        place-items: center;
        font-size: 32px;
        font-weight: 700;
      `,children:a})}n.d(t,{},{DialogHost:function(){let[e,t]=(0,l.fp)(c.A),n=(0,a.useCallback)(e=>{t(t=>(t?.resolve(e),null))},[t]);return e?(0,r.Y)(f.a,{open:!0,size:"sm",title:e.title,onClose:()=>n(!1),hideClose:!0,footer:"confirm"===e.kind?(0,r.FD)(r.FK,{children:[(0,r.Y)(s.$,{variant:"secondary",onClick:()=>n(!1),children:e.cancelLabel??(0,r.Y)(d.sA,{id:"ui.cancel"})}),(0,r.Y)(s.$,{variant:e.danger?"danger":"primary",onClick:()=>n(!0),"data-autofocus":!0,children:e.confirmLabel??(0,r.Y)(d.sA,{id:"ui.confirm"})})]}):(0,r.Y)(s.$,{onClick:()=>n(!0),"data-autofocus":!0,children:(0,r.Y)(d.sA,{id:"ui.ok"})}),children:(0,r.FD)("div",{css:(0,o.AH)`text-align: center;`,children:[(0,r.Y)(p,{kind:e.kind}),e.text?(0,r.Y)("p",{css:(0,o.AH)`margin: 0;`,children:e.text}):null]})}):null}})},yr(e,t,n){var r=n("w"),i=n("a"),o=n("A"),l=n("u"),a=n("ll"),d=n("mc"),s=n("XA");let c=[],u=(0,i.i7)`from { transform: translateY(16px); opacity: 0; } to { transform: none; opacity: 1; }`;function f(e){let{onClose:t,title:n,children:f,footer:p,hideClose:h=!1,dismissible:m=!0,size:x="md"}=e,g=(0,o.u)(),b=(0,d.tz)(),v=(0,l.useId)(),y=(0,l.useRef)(null),w=(0,l.useRef)(t);w.current=t;let k=(0,l.useRef)(null),A=(0,s.k)(k),Y=(0,l.useRef)(m);return Y.current=m,(0,l.useEffect)(()=>{let e=y.current;if(!e)return;let t=document.activeElement instanceof HTMLElement?document.activeElement:null;c.push(e),(e.querySelector("[data-autofocus]")??e).focus();let{overflow:n}=document.body.style;function r(t){if(c[c.length-1]!==e||!e)return;if("Escape"===t.key&&Y.current){t.stopPropagation(),w.current();return}if("Tab"!==t.key)return;let n=Array.from(e.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])'));if(0===n.length){t.preventDefault(),e.focus();return}let r=n[0],i=n[n.length-1];t.shiftKey&&(document.activeElement===r||document.activeElement===e)?(t.preventDefault(),i?.focus()):t.shiftKey||document.activeElement!==i||(t.preventDefault(),r?.focus())}return document.body.style.overflow="hidden",document.addEventListener("keydown",r),()=>{document.removeEventListener("keydown",r),c.splice(c.indexOf(e),1),0===c.length&&(document.body.style.overflow=n),t?.focus()}},[]),(0,a.createPortal)((0,r.Y)("div",{css:(0,i.AH)`
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
      `,onMouseDown:e=>{e.target===e.currentTarget&&m&&t()},children:(0,r.FD)("div",{ref:y,role:"dialog","aria-modal":"true","aria-labelledby":v,tabIndex:-1,css:(0,i.AH)`
          width: 100%;
          /* Never wider than the screen: wide content (a table) scrolls inside instead. */
          min-width: 0;
          max-width: ${{sm:360,md:440,lg:560}[x]}px;
          max-height: calc(100dvh - env(safe-area-inset-top) - 24px);
          display: flex;
          flex-direction: column;
          background: ${g.surface};
          color: ${g.text};
          border-radius: 16px 16px 0 0;
          padding-bottom: env(safe-area-inset-bottom);
          animation: ${u} 0.18s ease-out;
          outline: none;
          @media (min-width: 480px) {
            border-radius: 16px;
          }
        `,children:[(0,r.FD)("header",{css:(0,i.AH)`
            display: flex;
            align-items: center;
            gap: 8px;
            padding: 14px 16px;
            border-bottom: 1px solid ${g.border};
          `,children:[(0,r.Y)("h2",{id:v,css:(0,i.AH)`
              flex: 1;
              margin: 0;
              font-size: 17px;
            `,children:n}),h?null:(0,r.Y)("button",{type:"button","aria-label":b.formatMessage({id:"ui.close"}),onClick:()=>{m&&t()},disabled:!m,css:(0,i.AH)`
                width: 44px;
                height: 44px;
                border: 0;
                border-radius: 50%;
                background: ${g.surfaceAlt};
                font-size: 20px;
                line-height: 1;
                cursor: pointer;
              `,children:"×"})]}),(0,r.Y)("div",{ref:k,tabIndex:A?0:void 0,css:(0,i.AH)`
            padding: 16px;
            min-width: 0;
            overflow: auto;
            overscroll-behavior: contain;
          `,children:f}),p?(0,r.Y)("footer",{css:(0,i.AH)`
              display: flex;
              gap: 8px;
              justify-content: flex-end;
              padding: 12px 16px 16px;
            `,children:p}):null]})}),document.body)}n.d(t,{},{a:function(e){return e.open?(0,r.Y)(f,{...e}):null}})},XA(e,t,n){var r=n("u");n.d(t,{},{k:function(e){let t=arguments.length>1&&void 0!==arguments[1]?arguments[1]:"y",[n,i]=(0,r.useState)(!1);return(0,r.useEffect)(()=>{let n=e.current;if(!n||"u"<typeof ResizeObserver)return;let r=()=>i("y"===t?n.scrollHeight>n.clientHeight+1:n.scrollWidth>n.clientWidth+1),o=new ResizeObserver(r);o.observe(n);let l=new MutationObserver(r);return l.observe(n,{childList:!0,subtree:!0,characterData:!0}),r(),()=>{o.disconnect(),l.disconnect()}},[e,t]),n}})}}]);
//# sourceMappingURL=0.e287769121.js.map